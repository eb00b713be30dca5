import SwiftUI

struct Home: View {
    @State private var browsing = false

    var body: some View {
        NavigationView {
            TopicList()
        }
        .navigationViewStyle(.stack)
        .toolbar {
            Button("Browse") { browsing = true }
        }
        .sheet(isPresented: $browsing) {
            TopicList()
        }
    }
}
