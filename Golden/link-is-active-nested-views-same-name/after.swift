import SwiftUI

struct Inbox: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<3, id: \.self) { _ in
                    Row()
                }
            }
        }
    }

    struct Row: View {
        var body: some View {
            Text("Mail")
        }
    }
}

struct SettingsScreen: View {
    var body: some View {
        NavigationStack {
            Row()
        }
    }

    struct Row: View {
        @State private var showsAbout = false

        var body: some View {
            VStack {
                Button("About") { showsAbout = true }
            }
            .navigationDestination(isPresented: $showsAbout) {
                Text("About")
            }
        }
    }
}
