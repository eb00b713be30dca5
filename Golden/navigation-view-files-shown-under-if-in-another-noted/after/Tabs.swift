import SwiftUI

struct Tabs: View {
    @ObservedObject var session: Session

    var body: some View {
        if session.isSignedIn {
            NavigationStack {
                Text("Feed")
            }
        } else {
            Text("Sign in")
        }
    }
}
