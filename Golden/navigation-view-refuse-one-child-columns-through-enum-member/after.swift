import SwiftUI

/// The screens of the sidebar, each made by the enum's member.
enum Section: Hashable {
    case tools
    case credits

    @ViewBuilder
    var screen: some View {
        switch self {
        case .tools:
            ToolsScreen()
        case .credits:
            Text("Credits")
        }
    }
}

struct WorkshopShell: View {
    @State private var section: Section? = .tools

    var body: some View {
        NavigationSplitView {
            List {
                Text("Sections")
            }
        } detail: {
            NavigationStack {
                if let section {
                    section.screen
                }
            }
        }
        .navigationViewStyle(.columns)
    }
}

/// Shown through `Section.screen`: the shell's column style reaches the sheet's one-child
/// navigation view as it would if the shell showed `ToolsScreen()` itself.
struct ToolsScreen: View {
    @State private var showsSettings = false

    var body: some View {
        Button("Settings") {
            showsSettings = true
        }
        .sheet(isPresented: $showsSettings) {
            NavigationView {
                Form {
                    Text("Units")
                }
            }
        }
    }
}
