import SwiftUI

// The navigation view's only view is a stack of hidden links, which a modifier on the stack
// drives. The links would become a typed path and go, and the stack would go with them, and
// with it the place for the path's `navigationDestination` and the `.task` that picks the
// route: refused, with the file unchanged.
struct StartScreen: View {
    @State private var showsLibrary = false
    @State private var showsSignIn = false
    let isSignedIn: Bool

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Library"), isActive: $showsLibrary) { EmptyView() }
                NavigationLink(destination: Text("Sign in"), isActive: $showsSignIn) { EmptyView() }
            }
            .task {
                if isSignedIn { showsLibrary = true } else { showsSignIn = true }
            }
        }
    }
}
