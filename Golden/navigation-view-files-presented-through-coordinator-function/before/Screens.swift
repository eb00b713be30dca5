import SwiftUI

// Shown on their own, through the coordinator's functions: each navigation view becomes a stack.
struct BugReportScreen: View {
    var body: some View {
        NavigationView {
            Form {
                Text("Describe the bug")
            }
            .navigationTitle("Report")
        }
        .navigationViewStyle(.stack)
    }
}

struct ThemeScreen: View {
    var body: some View {
        NavigationView {
            List {
                Text("Dark")
            }
        }
    }
}

// Handed to a function that hands it to no hosting controller: where it is shown is not known,
// so it is refused.
struct LogsScreen: View {
    var body: some View {
        NavigationView {
            Text("Logs")
        }
    }
}
