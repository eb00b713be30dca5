import SwiftUI

final class HangarModel: ObservableObject {
    @Published var showsPlane = false
    @Published var showsGlider = false
}

// The notes on hidden links, after the link on its line or in a block comment above it, go
// with the link to its destination rather than staying above the button that follows.
struct HangarView: View {
    @StateObject private var model = HangarModel()

    var body: some View {
        NavigationStack {
            VStack {
                Text("Hangar")
                Button("Fly") { model.showsPlane = true }
            }
            // the plane's page
            .navigationDestination(isPresented: $model.showsPlane) {
                Text("Plane")
            }
            /* the glider's page */
            .navigationDestination(isPresented: $model.showsGlider) {
                Text("Glider")
            }
        }
    }
}
