import SwiftUI

// Pushed by `SignIn`: its navigation view would go, and with it the `.navigationBarHidden`
// written on it, but it stays with the one it is pushed onto. The finding for the modifier
// left is at the modifier; the one inside is migrated.
struct SignUp: View {
    var body: some View {
        NavigationView {
            Text("Sign up")
                .toolbar(.hidden, for: .navigationBar)
        }
        .navigationViewStyle(.stack)
        .navigationBarHidden(true)
    }
}
