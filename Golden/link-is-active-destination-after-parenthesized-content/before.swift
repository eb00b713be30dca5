import SwiftUI

struct BackupIntro: View {
    @State private var showSteps = false

    var body: some View {
        ZStack {
            Color.black
            VStack(alignment: .leading, content: {
                Text("Write down your recovery words")
                NavigationLink(destination: Text("Step one"), isActive: $showSteps) {
                    EmptyView()
                }
                Button("Start") { showSteps = true }
            })
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
