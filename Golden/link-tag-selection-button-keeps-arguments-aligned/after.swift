// A link whose arguments are aligned under the first one, the label among them, becomes a button
// that sets the selection: the name is shorter, so the label's lines move left with it and stay
// under `action:`.
import SwiftUI

struct SafetyMenu: View {
    enum Step: Hashable { case backup, restore }
    @State private var step: Step?

    var body: some View {
        NavigationStack {
            VStack {
                Button(action: { step = Step.backup },
                       label: {
                           Label("Back up", systemImage: "key")
                       })
                Button { step = Step.restore } label: {
                    Label("Restore", systemImage: "arrow.clockwise")
                }
            }
            .navigationDestination(isPresented: Binding(
                get: { step == Step.backup },
                set: { if !$0, step == Step.backup { step = nil } }
            )) {
                Text("Back up your keys")
            }
            .navigationDestination(isPresented: Binding(
                get: { step == Step.restore },
                set: { if !$0, step == Step.restore { step = nil } }
            )) {
                Text("Restore from a backup")
            }
        }
    }
}
