import SwiftUI

struct ListRow: View {
    @Environment(\.presentationMode) var presentationMode
    let modes: [String]

    var body: some View {
        VStack {
            ForEach(modes, id: \.self) { presentationMode in
                Text(presentationMode)
            }
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

/// Not a view: SwiftUI never fills in its environment.
final class Presenter: ObservableObject {
    @Environment(\.presentationMode) var presentationMode

    func close() {
        presentationMode.wrappedValue.dismiss()
    }
}

/// A helper property: its code runs wherever its owner's does.
struct CloseAction: DynamicProperty {
    @Environment(\.presentationMode) var presentationMode

    func callAsFunction() {
        presentationMode.wrappedValue.dismiss()
    }
}
