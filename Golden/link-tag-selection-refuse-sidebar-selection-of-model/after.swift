import SwiftUI

final class Workspace: ObservableObject {
    // Set from menu commands as well as from the sidebar.
    @Published var openPanel: Panel? = .inbox
}

enum Panel: String, CaseIterable, Identifiable {
    case inbox, archive
    var id: String { rawValue }
}

struct WorkspaceWindow: View {
    @EnvironmentObject var workspace: Workspace

    var body: some View {
        NavigationView {
            List(selection: $workspace.openPanel) {
                ForEach(Panel.allCases) { panel in
                    NavigationLink(destination: Text(panel.rawValue)) {
                        Label(panel.rawValue, systemImage: "tray")
                    }
                    .tag(panel)
                }
            }
            .listStyle(SidebarListStyle())

            Text("Pick a panel")
        }
    }
}
