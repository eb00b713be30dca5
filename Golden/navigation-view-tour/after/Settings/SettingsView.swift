import SwiftUI

/// One column, a stack style, and links driven by flags: a stack with a typed path.
struct SettingsView: View {
    @Environment(\.dismiss) var dismiss

    enum Route: Hashable, Codable {
        case accounts, signature
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Accounts", value: Route.accounts)
                NavigationLink("Signature", value: Route.signature)
                Button("Edit signature") { if !path.contains(.signature) { path.append(.signature) } }
                Button("Done") { dismiss() }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .accounts:
                    Text("Accounts")
                case .signature:
                    Text("Signature")
                }
            }
        }
    }
}
