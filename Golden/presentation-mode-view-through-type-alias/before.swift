import SwiftUI

#if os(iOS)
typealias Screen = View
#else
typealias Screen = SwiftUI.View
#endif

struct ComposeScreen: Screen {
    @Environment(\.presentationMode) private var presentationMode
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Message", text: $text)
            Button("Send") {
                presentationMode.wrappedValue.dismiss()
            }
        }
    }
}
