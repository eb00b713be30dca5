import SwiftUI

struct ThreadPane: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Re: lunch") {
                    Text("See you at noon")
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
