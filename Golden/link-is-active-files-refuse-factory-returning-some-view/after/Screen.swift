import SwiftUI

struct Screen: View {
    @State private var showsDetail = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Open") { showsDetail = true }
                NavigationLink.hiddenLink(isActive: $showsDetail, to: Text("Detail"))
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct Help: View {
    @State private var showsFAQ = false

    var body: some View {
        NavigationView {
            VStack {
                Button("FAQ") { showsFAQ = true }
                NavigationLink.quietLink($showsFAQ, Text("FAQ"))
            }
        }
        .navigationViewStyle(.stack)
    }
}
