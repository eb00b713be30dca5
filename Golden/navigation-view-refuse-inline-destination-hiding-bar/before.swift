import SwiftUI

/// The destination's navigation view shows the bar its content hides: without it, the
/// content would hide the bar of the stack it is pushed onto, back button and all.
struct AtlasView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Map") {
                    NavigationView {
                        Text("Full-screen map")
                            .toolbar(.hidden, for: .navigationBar)
                    }
                }
            }
            .navigationTitle("Atlas")
        }
    }
}
