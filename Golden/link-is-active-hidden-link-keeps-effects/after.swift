import Combine
import SwiftUI

final class ServerModel: ObservableObject {
    @Published var showServer = false

    func startPolling() {}
}

struct ServerView: View {
    var body: some View {
        Text("Server")
    }
}

struct StatusView: View {
    @ObservedObject var model: ServerModel

    var body: some View {
        VStack {
            Text("Status")
            Button("Server") { model.showServer = true }
        }
        .navigationDestination(isPresented: $model.showServer) {
            ServerView()
        }
        .onChange(of: model.showServer) { shown in
            if !shown { model.startPolling() }
        }
    }
}

struct LongPressSettings: View {
    @State private var showsControls = false

    var body: some View {
        ZStack {
            Text("Pump")
                .onLongPressGesture { showsControls = true }
        }
        // <- hides the chevron
        .navigationDestination(isPresented: $showsControls) {
            Text("Controls")
        }
        .onAppear { showsControls = false }
    }
}
