import SwiftUI

// The old navigation view only held the picker's own stack; a `NavigationStack` around it
// would nest two stacks, so it is refused and the finding names the inner one.
struct MoreView: View {
    @State private var picksRegion = false

    var body: some View {
        Button("Region") { picksRegion = true }
            .sheet(isPresented: $picksRegion) {
                NavigationView {
                    RegionPicker()
                }
                .navigationViewStyle(.stack)
            }
    }
}
