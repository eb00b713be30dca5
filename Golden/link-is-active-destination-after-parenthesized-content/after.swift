import SwiftUI

struct BackupIntro: View {
    @State private var showSteps = false

    var body: some View {
        ZStack {
            Color.black
            VStack(alignment: .leading, content: {
                Text("Write down your recovery words")
                Button("Start") { showSteps = true }
            })
            .navigationDestination(isPresented: $showSteps) {
                Text("Step one")
            }
        }
    }
}

struct BackupRoot: View {
    var body: some View {
        NavigationStack {
            BackupIntro()
        }
    }
}
