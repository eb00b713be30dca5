import SwiftUI

final class Player: ObservableObject {
    @Published var openPanel: Panel? = .queue
}

enum Panel {
    case queue

    @ViewBuilder func screen() -> some View {
        QueueScreen()
    }
}

struct QueueScreen: View {
    @State private var addingTrack = false

    var body: some View {
        VStack {
            Button("Add track") { addingTrack = true }
            NavigationLink(destination: Text("New track"), isActive: $addingTrack) { EmptyView() }
                .hidden()
        }
    }
}
