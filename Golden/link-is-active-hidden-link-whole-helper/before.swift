import SwiftUI

// A helper that shows nothing but hidden links still returns a view once they move out.
struct HubView: View {
    @State private var isShowingInbox = false

    var body: some View {
        NavigationView {
            VStack {
                programmaticLinks
                Button("Inbox") { isShowingInbox = true }
            }
        }
    }

    private var programmaticLinks: some View {
        NavigationLink(destination: Text("Inbox"), isActive: $isShowingInbox) { EmptyView() }
    }
}

struct ModelHubView: View {
    @ObservedObject var model: HubModel

    var body: some View {
        NavigationView {
            VStack {
                hiddenLinks()
                Button("Settings") { model.isShowingSettings = true }
            }
        }
    }

    @ViewBuilder
    private func hiddenLinks() -> some View {
        NavigationLink(destination: Text("Settings"), isActive: $model.isShowingSettings) { EmptyView() }
    }
}

final class HubModel: ObservableObject {
    @Published var isShowingSettings = false
}
