import SwiftUI

struct Home: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Import") {
                ImportScreen()
            }
        }
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
                Button { showsDetails = true } label: {
                    Text("Show details")
                }
                Button("Details") { showsDetails = true }
            }
            .navigationDestination(isPresented: $showsDetails) {
                Text("Details")
            }
        }
    }
}
