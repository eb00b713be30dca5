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
        NavigationView {
            VStack {
                Text("Hangar")
                NavigationLink(destination: Text("Plane"), isActive: $model.showsPlane) { EmptyView() } // the plane's page
                /* the glider's page */
                NavigationLink(destination: Text("Glider"), isActive: $model.showsGlider) { EmptyView() }
                Button("Fly") { model.showsPlane = true }
            }
        }
    }
}
