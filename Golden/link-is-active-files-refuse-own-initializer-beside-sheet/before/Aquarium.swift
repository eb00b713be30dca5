import SwiftUI

struct Aquarium: View {
    @State private var fish: String?
    @State private var feedingNotes = false

    var body: some View {
        Button("Pick a fish") { fish = "Guppy" }
            .background(NavigationLink(showing: $fish) { name in Text(name) })
            .sheet(isPresented: $feedingNotes) {
                NavigationView {
                    Text("Twice a day")
                        .navigationTitle("Feeding")
                }
            }
    }
}

struct Zoo: View {
    var body: some View {
        NavigationView {
            Aquarium()
        }
    }
}
