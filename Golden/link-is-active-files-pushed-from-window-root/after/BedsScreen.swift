import SwiftUI

/// Pushed from the window's root view: its link pushes onto that view's stack.
struct BedsScreen: View {
    @State private var showsWatering = false

    var body: some View {
        VStack {
            Button("Watering plan") {
                showsWatering = true
            }
        }
        .navigationDestination(isPresented: $showsWatering) {
            Text("Watering")
        }
    }
}
