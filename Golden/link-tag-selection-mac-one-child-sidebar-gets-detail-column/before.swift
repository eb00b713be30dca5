// A Mac window's navigation view has one child, a list of `tag:selection:` links: on macOS it
// showed the selected link's destination in a column beside the list. It becomes a split
// view whose detail column the selection drives, empty until a row is selected, as before;
// the first pane is selected when the window opens, as the starting value said.
import SwiftUI

struct PreferencesWindow: View {
    @State private var pane: Pane? = .general

    var body: some View {
        NavigationView {
            List {
                NavigationLink("General", tag: .general, selection: $pane) {
                    GeneralPane()
                }
                NavigationLink("Accounts", tag: .accounts, selection: $pane) {
                    ScrollView {
                        Text("No accounts yet")
                            .padding(40)
                    }
                }
            }
            .listStyle(.sidebar)
            .frame(minWidth: 180)
        }
    }
}

enum Pane: Hashable {
    case general, accounts
}

struct GeneralPane: View {
    var body: some View {
        Form {
            Toggle("Open at login", isOn: .constant(true))
        }
        .padding()
    }
}
