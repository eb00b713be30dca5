import SwiftUI

// Two views named `Quotas`, one per platform. The column style on macOS's `Dashboard` reaches
// the macOS `Quotas` it presents, not the other one, which no macOS build compiles: that one
// becomes a stack.
#if os(macOS)
struct Quotas: View {
    var body: some View {
        Text("Quotas")
            .frame(minWidth: 300)
    }
}

struct Dashboard: View {
    @State private var showsQuotas = false

    var body: some View {
        NavigationSplitView {
            Text("Sources")
        } detail: {
            Text("Pick a source")
                .sheet(isPresented: $showsQuotas) {
                    Quotas()
                }
        }
    }
}
#else
struct Quotas: View {
    var body: some View {
        NavigationStack {
            Form {
                Toggle("Cap uploads", isOn: .constant(true))
            }
            .navigationTitle("Quotas")
        }
    }
}
#endif
