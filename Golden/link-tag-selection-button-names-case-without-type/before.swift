import SwiftUI

// A hidden link and a link whose label is the button that selects it, tagged with the case
// written with its type (`Step.restore`), while the buttons set it without (`.restore`): the
// same case, so each link migrates as one whose button selects its tag.
struct Start: View {
    enum Step { case create, restore }
    @State private var step: Step?

    var body: some View {
        NavigationView {
            ZStack {
                NavigationLink(destination: Text("Create"), tag: Step.create, selection: $step) {
                    EmptyView()
                }
                VStack {
                    Button("Create") { step = .create }
                    NavigationLink(destination: Text("Restore"), tag: Step.restore, selection: $step) {
                        Button(action: { self.step = .restore }) {
                            Text("Restore")
                        }
                    }
                }
            }
        }
    }
}
