import SwiftUI

final class ServerModel: ObservableObject {
    @Published var showLogs = false
}

struct ServerView: View {
    var name: String
    @StateObject private var model = ServerModel()

    var body: some View {
        VStack {
            Text(name)
                .font(.title)
            Button("Show logs") { model.showLogs = true }
        }
        .navigationTitle(name)
        .navigationDestination(isPresented: $model.showLogs) {
            Text("Logs of \(name)")
        }
    }
}
