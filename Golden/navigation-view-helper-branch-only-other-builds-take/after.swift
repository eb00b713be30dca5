import SwiftUI

// The navigation view is built everywhere but macOS; the `#if os(macOS)` branch in the helper
// it shows is never built with it, so it adds no column: one child, a stack.
struct Receipt: View {
    @State private var showsDetails = false

    var body: some View {
        Button("Details") { showsDetails = true }
            .sheet(isPresented: $showsDetails) {
                #if os(macOS)
                details
                #else
                NavigationStack {
                    details
                }
                #endif
            }
    }

    @ViewBuilder
    private var details: some View {
        #if os(macOS)
        Text("Receipt")
            .font(.title)
        #endif
        Text("Paid in full")
    }
}
