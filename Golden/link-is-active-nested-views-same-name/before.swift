import SwiftUI

struct Inbox: View {
    var body: some View {
        NavigationView {
            List {
                ForEach(0..<3, id: \.self) { _ in
                    Row()
                }
            }
        }
        .navigationViewStyle(.stack)
    }

    struct Row: View {
        var body: some View {
            Text("Mail")
        }
    }
}

struct SettingsScreen: View {
    var body: some View {
        NavigationView {
            Row()
        }
        .navigationViewStyle(.stack)
    }

    struct Row: View {
        @State private var showsAbout = false

        var body: some View {
            VStack {
                Button("About") { showsAbout = true }
                NavigationLink(destination: Text("About"), isActive: $showsAbout) {
                    EmptyView()
                }
            }
        }
    }
}
