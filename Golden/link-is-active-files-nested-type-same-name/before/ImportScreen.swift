import SwiftUI

struct Home: View {
    var body: some View {
        NavigationView {
            NavigationLink("Import") {
                ImportScreen()
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct ImportScreen: View {
    var body: some View {
        ContentView(name: "File")
    }

    struct ContentView: View {
        var name: String
        @State private var showsDetails = false

        var body: some View {
            VStack {
                Text(name)
                NavigationLink(destination: Text("Details"), isActive: $showsDetails) {
                    Text("Show details")
                }
                Button("Details") { showsDetails = true }
            }
        }
    }
}
