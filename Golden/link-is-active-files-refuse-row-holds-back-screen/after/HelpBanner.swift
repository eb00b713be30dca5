import SwiftUI

struct HelpBanner: View {
    @State private var isShowingHelp = false

    var body: some View {
        HStack {
            Text("New here?")
            Button("Show me around") { isShowingHelp = true }
            NavigationLink(isActive: $isShowingHelp) {
                Text("How contacts work")
            } label: {
                EmptyView()
            }
        }
    }
}
