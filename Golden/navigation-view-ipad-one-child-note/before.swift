import SwiftUI

// The project's iOS target runs on iPad too: there a one-child navigation view of the default
// style showed its content as a sidebar beside an empty detail, where its links opened.
struct Library: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Settings", destination: SettingsScreen())
            }
            .navigationTitle("Library")
        }
    }
}

// It links on through a view of the project it shows.
struct Inbox: View {
    var body: some View {
        NavigationView {
            MessageList()
        }
    }
}

struct MessageList: View {
    var body: some View {
        List {
            NavigationLink("First", destination: Text("First"))
        }
    }
}

// No links: nothing opened in the empty column; no note.
struct About: View {
    var body: some View {
        NavigationView {
            Text("Version 1")
                .navigationTitle("About")
        }
    }
}

// The stack style said one column on iPad already; no note.
struct Search: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Result", destination: Text("Result"))
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct SettingsScreen: View {
    var body: some View {
        Text("Settings")
    }
}
