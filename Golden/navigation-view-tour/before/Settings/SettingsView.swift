import SwiftUI

/// One column, a stack style, and links driven by flags: a stack with a typed path.
struct SettingsView: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var isShowingAccounts = false
    @State private var isShowingSignature = false

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Accounts", isActive: $isShowingAccounts) {
                    Text("Accounts")
                }
                NavigationLink("Signature", isActive: $isShowingSignature) {
                    Text("Signature")
                }
                Button("Edit signature") { isShowingSignature = true }
                Button("Done") { presentationMode.wrappedValue.dismiss() }
            }
        }
        .navigationViewStyle(.stack)
    }
}
