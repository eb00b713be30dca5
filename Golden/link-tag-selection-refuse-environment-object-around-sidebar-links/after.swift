// The sidebar's list hands its rows a store through the environment, and a destination reads
// it: moved into the detail column, the destination would no longer be inside that modifier
// and would stop the app. The links and the navigation view stay, with a finding that says to
// move the modifier onto the navigation view first.
import SwiftUI

final class Pantry: ObservableObject {
    @Published var jars = 3
}

struct JarsView: View {
    @EnvironmentObject var pantry: Pantry

    var body: some View {
        Text("\(pantry.jars) jars")
    }
}

struct PantryRoot: View {
    @State private var shelf: Int?
    @StateObject private var pantry = Pantry()

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Top shelf", tag: 1, selection: $shelf) {
                    JarsView()
                }
            }
            .environmentObject(pantry)
            Text("Pick a shelf")
        }
    }
}
