import SwiftUI

// A helper used once whose hidden link reads the helper's parameter: its destination stays in
// the helper, on a `Color.clear` behind the view, and the binding keeps its alignment.
struct ReaderHome: View {
    @ObservedObject var model: ReaderModel

    var body: some View {
        NavigationView {
            Text("Home")
                .background(self.detailLink(for: 3))
        }
    }

    private func detailLink(for page: Int) -> some View {
        return NavigationLink(destination: Text("Page \(page)"),
                              isActive: Binding(get: { model.openPage == page },
                                                set: { model.openPage = $0 ? page : nil })) {
            EmptyView()
        }
    }
}

final class ReaderModel: ObservableObject {
    @Published var openPage: Int?
}
