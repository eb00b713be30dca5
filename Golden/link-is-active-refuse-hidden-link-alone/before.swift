import SwiftUI

/// A row that pushes `destination` when `isActive` turns on.
struct InvisibleLink<Destination: View>: View {
    let isActive: Binding<Bool>
    let destination: Destination

    var body: some View {
        VStack {
            NavigationLink(destination: destination, isActive: isActive) {
                EmptyView()
            }
        }
    }
}
