import SwiftUI

// The app declares a type named `Environment`, so it writes SwiftUI's property wrapper as
// `@SwiftUI.Environment`. The view reads both what `dismiss` and `isPresented` replace: the
// second property is written with the attribute spelled the same way, or it would name the
// app's type and not compile.
final class Environment: ObservableObject {
    let server = "https://example.org"
}

struct ModalShell: View {
    @SwiftUI.Environment(\.presentationMode) var presentationMode

    var body: some View {
        NavigationStack {
            Text("Details")
                .toolbar {
                    Button("Close") { presentationMode.wrappedValue.dismiss() }
                }
        }
        .onAppear {
            guard presentationMode.wrappedValue.isPresented else { return }
            print("shown as a sheet")
        }
    }
}
