import SwiftUI

struct PairingView: View {
    @State private var showHelp = false
    @State private var showDone = false

    var body: some View {
        NavigationView {
            VStack {
                Text("Hold the button for three seconds")
                Button("Paired") { showDone = true }
                Button("Help") { showHelp = true }
            }
            .background(
                Group {
                    NavigationLink(destination: Text("Try again"), isActive: $showHelp) {
                        EmptyView()
                    }
                    NavigationLink(destination: Text("All set"), isActive: $showDone) {
                        EmptyView()
                    }
                }
            )
        }
    }
}
