import SwiftUI

/// The desk shows the filter screen in its detail column, under a column style.
struct DeskShell: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Folders")
            }
        } detail: {
            FilterScreen()
        }
        .navigationViewStyle(.columns)
    }
}

/// The phone presents the filter sheet itself, under a stack style.
struct PhoneShell: View {
    @State private var filtering = false

    var body: some View {
        NavigationStack {
            Button("Filter") {
                filtering = true
            }
            .sheet(isPresented: $filtering) {
                FilterSheet()
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct FilterScreen: View {
    @State private var filtering = false

    var body: some View {
        Button("Filter") {
            filtering = true
        }
        .sheet(isPresented: $filtering) {
            FilterSheet()
        }
    }
}

/// Reached by both styles along two ways: each is named with its own.
struct FilterSheet: View {
    var body: some View {
        NavigationView {
            Form {
                Text("Unread only")
            }
        }
    }
}
