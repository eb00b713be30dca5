import SwiftUI

// A view written with the newer API: it has a navigation stack of its own.
struct RegionPicker: View {
    @State private var addsCustomRegion = false

    var body: some View {
        NavigationStack {
            Button("Add a custom region") { addsCustomRegion = true }
                .navigationDestination(isPresented: $addsCustomRegion) {
                    Text("Custom region")
                }
        }
    }
}
