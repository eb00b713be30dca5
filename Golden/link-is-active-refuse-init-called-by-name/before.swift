// A link written `NavigationLink.init(...)` is a link as `NavigationLink(...)` is: refused, it
// holds back the navigation view written `NavigationView.init { }` around it, with the style.
import SwiftUI

struct Settings: View {
    @State private var showsAccount = false

    var body: some View {
        NavigationView.init {
            VStack {
                Button("Account") { showsAccount = true }
                NavigationLink.init(destination: Text("Account"), isActive: $showsAccount) { EmptyView() }
                NavigationLink.init(destination: Text("Profile"), isActive: $showsAccount) { EmptyView() }
            }
        }
        .navigationViewStyle(.stack)
    }
}
