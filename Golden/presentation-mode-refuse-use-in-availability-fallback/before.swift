import SwiftUI

final class ReceiptRouter: ObservableObject {
    @Published var path = NavigationPath()
}

// `presentationMode` is read only in the fallback of an availability check:
// that code is for older systems, so the view keeps it, and a note says where.
struct ReceiptView: View {
    @EnvironmentObject var router: ReceiptRouter
    @Environment(\.presentationMode) var presentationMode: Binding<PresentationMode>

    var body: some View {
        Button("Done") { close() }
    }

    func close() {
        if #available(iOS 16, *) {
            router.path.removeLast(router.path.count)
        } else {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
