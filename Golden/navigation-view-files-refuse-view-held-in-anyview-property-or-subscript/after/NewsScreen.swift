import SwiftUI

struct NewsScreen: View {
    @State private var opensStory = false

    var body: some View {
        VStack {
            Button("Top story") { opensStory = true }
            NavigationLink(destination: Text("Story"), isActive: $opensStory) { EmptyView() }
        }
    }
}
