import SwiftUI

final class Upload: ObservableObject {
    @Published var isDone = false
}

// The stack that carries the destination ends its chain with a postfix `#if`: the new
// modifier goes after the `#endif`, at the indentation of the `#if` and the modifiers.
struct UploadView: View {
    @StateObject private var upload = Upload()

    var body: some View {
        VStack {
            Button("Upload") { upload.isDone = true }
        }
        #if os(iOS)
        .navigationBarBackButtonHidden(true)
        #endif
        .navigationDestination(isPresented: $upload.isDone) {
            Text("Uploaded")
        }
    }
}

struct UploadHome: View {
    var body: some View {
        NavigationStack { UploadView() }
    }
}
