import SwiftUI

struct ThreadPane: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Re: lunch") {
                    Text("See you at noon")
                }
            }
        }
    }
}
