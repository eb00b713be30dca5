import SwiftUI

struct Tabs: View {
    @ObservedObject var session: Session

    var body: some View {
        if session.isSignedIn {
            NavigationView {
                Text("Feed")
            }
            .navigationViewStyle(.stack)
        } else {
            Text("Sign in")
        }
    }
}
