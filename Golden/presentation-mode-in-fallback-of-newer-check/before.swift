import SwiftUI

final class ReceiptRouter: ObservableObject {
    @Published var path = NavigationPath()
}

// `presentationMode` is read only in the fallback of a check for a release after iOS 16:
// that code runs on iOS 16 to 25 too, so it is migrated as any code is.
struct ReceiptView: View {
    @EnvironmentObject var router: ReceiptRouter
    @Environment(\.presentationMode) var presentationMode: Binding<PresentationMode>

    var body: some View {
        Button("Done") { close() }
    }

    func close() {
        if #available(iOS 26, *) {
            router.path.removeLast(router.path.count)
        } else {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
