import SwiftUI

#if os(iOS)
typealias Screen = View
#else
typealias Screen = SwiftUI.View
#endif

struct ComposeScreen: Screen {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Message", text: $text)
            Button("Send") {
                dismiss()
            }
        }
    }
}
