import SwiftUI

struct Home: View {
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            VStack {
                Link(isActive: $showsSettings, content: {
                    Text("Settings")
                }, destination: {
                    Text("Settings page")
                })
            }
        }
    }
}
