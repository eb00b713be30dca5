// Code for older systems keeps its deprecated navigation, with a note. Under a deployment
// target of iOS 16 that code never runs: the note says so, and that it can go by hand.
import SwiftUI

struct Kitchen: View {
    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                Text("Recipes")
            }
        } else {
            NavigationView {
                Text("Recipes")
                    .navigationBarTitle("Recipes")
            }
        }
    }
}
