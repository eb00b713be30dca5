import SwiftUI

// Its navigation view, in one branch of its body, keeps its columns (navmigrate refuses it):
// shown in the split view's detail column, it would sit inside that column's stack.
struct ShelvesScreen: View {
    var offline = false

    var body: some View {
        if !offline {
            NavigationView {
                List {
                    NavigationLink("Top shelf") { Text("Jam") }
                }
            }
            .navigationViewStyle(.columns)
        } else {
            Text("Offline")
        }
    }
}
