import SwiftUI

// `ServerView`'s hidden link would become `navigationDestination(isPresented:)`, which does
// nothing under a `NavigationView`; the navigation view that pushes `ServerView` stays (its
// style is chosen at runtime), so the link waits for it.

final class ServerModel: ObservableObject {
    @Published var showLogs = false
}

struct ServerView: View {
    var name: String
    @StateObject private var model = ServerModel()

    var body: some View {
        VStack {
            Text(name)
            Button("Logs") { model.showLogs = true }
            NavigationLink("", isActive: $model.showLogs) {
                Text("Logs of \(name)")
            }
            .hidden()
        }
    }
}
