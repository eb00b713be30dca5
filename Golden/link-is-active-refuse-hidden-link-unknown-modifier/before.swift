import Combine
import SwiftUI

final class Session: ObservableObject {
    @Published var showsAccount = false
}

struct AccountView: View {
    @EnvironmentObject var session: Session

    var body: some View {
        Text("Account")
    }
}

struct HomeView: View {
    @ObservedObject var session: Session

    var body: some View {
        VStack {
            Text("Home")
            NavigationLink(destination: AccountView(), isActive: $session.showsAccount) {
                EmptyView()
            }
            .environmentObject(session)
        }
    }
}
