import SwiftUI

struct PermissionsView: View {
    enum Mode {
        case topLevel
        case flow
    }

    var mode: Mode = .topLevel

    var body: some View {
        switch mode {
        case .flow:
            content
        case .topLevel:
            NavigationView {
                content
            }
            .navigationViewStyle(.stack)
        }
    }

    private var content: some View {
        List {
            NavigationLink("Get help") {
                Text("Help")
            }
        }
        .navigationTitle("Alerts")
    }
}
