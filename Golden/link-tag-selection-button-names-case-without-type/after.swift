import SwiftUI

// A hidden link and a link whose label is the button that selects it, tagged with the case
// written with its type (`Step.restore`), while the buttons set it without (`.restore`): the
// same case, so each link migrates as one whose button selects its tag.
struct Start: View {
    enum Step { case create, restore }
    @State private var step: Step?

    var body: some View {
        NavigationStack {
            ZStack {
                VStack {
                    Button("Create") { step = .create }
                    Button(action: { self.step = .restore }) {
                        Text("Restore")
                    }
                }
                .navigationDestination(isPresented: Binding(
                    get: { step == Step.restore },
                    set: { if !$0, step == Step.restore { step = nil } }
                )) {
                    Text("Restore")
                }
            }
            .navigationDestination(isPresented: Binding(
                get: { step == Step.create },
                set: { if !$0, step == Step.create { step = nil } }
            )) {
                Text("Create")
            }
        }
    }
}
