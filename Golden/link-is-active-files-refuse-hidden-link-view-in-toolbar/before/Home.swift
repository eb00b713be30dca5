import SwiftUI

struct HomeScreen: View {
    @State private var showsHelp = false

    var body: some View {
        NavigationView {
            Text("Home")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        ZStack {
                            Button("Help") { showsHelp = true }
                            HiddenLink(destination: Text("Help"), isActive: $showsHelp)
                        }
                    }
                }
        }
        .navigationViewStyle(.stack)
    }
}
