import SwiftUI

enum Pane { case inbox, outbox }

final class Panes: ObservableObject {
    @Published var open: Pane?

    func isOpen(_ pane: Pane) -> Binding<Bool> {
        Binding(get: { self.open == pane }, set: { self.open = $0 ? pane : nil })
    }
}

struct MailHome: View {
    @StateObject private var panes = Panes()

    var body: some View {
        NavigationView {
            VStack {
                Button("Inbox") { panes.open = .inbox }
                Button("Outbox") { panes.open = .outbox }
                NavigationLink(
                    destination: Text("Inbox"),
                    isActive: panes.isOpen(
                        .inbox
                    )
                ) {
                    EmptyView()
                }
                NavigationLink(
                    destination: Text("Outbox"),
                    isActive: panes.isOpen(
                        .outbox
                    )
                ) {
                    EmptyView()
                }
            }
        }
    }
}
