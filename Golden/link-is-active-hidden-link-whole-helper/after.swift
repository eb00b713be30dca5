import SwiftUI

// A helper that shows nothing but hidden links still returns a view once they move out.
struct HubView: View {
    @State private var isShowingInbox = false

    var body: some View {
        NavigationStack {
            VStack {
                programmaticLinks
                Button("Inbox") { isShowingInbox = true }
            }
            .navigationDestination(isPresented: $isShowingInbox) {
                Text("Inbox")
            }
        }
    }

    private var programmaticLinks: some View {
        EmptyView()
    }
}

struct ModelHubView: View {
    @ObservedObject var model: HubModel

    var body: some View {
        NavigationStack {
            VStack {
                hiddenLinks()
                Button("Settings") { model.isShowingSettings = true }
            }
            .navigationDestination(isPresented: $model.isShowingSettings) {
                Text("Settings")
            }
        }
    }

    @ViewBuilder
    private func hiddenLinks() -> some View {
        EmptyView()
    }
}

final class HubModel: ObservableObject {
    @Published var isShowingSettings = false
}
