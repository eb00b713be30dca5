// A link whose arguments are aligned under the first one, the label among them, becomes a button
// that sets the selection: the name is shorter, so the label's lines move left with it and stay
// under `action:`.
import SwiftUI

struct SafetyMenu: View {
    enum Step: Hashable { case backup, restore }
    @State private var step: Step?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Back up your keys"),
                               tag: Step.backup,
                               selection: $step,
                               label: {
                                   Label("Back up", systemImage: "key")
                               })
                NavigationLink(destination: Text("Restore from a backup"), tag: Step.restore, selection: $step) {
                    Label("Restore", systemImage: "arrow.clockwise")
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
