import SwiftUI

// A link shown under an `if` whose conditions are written on two lines: the finding quotes them
// on one line.
struct Row<Destination: View>: View {
    var isActive: Binding<Bool>?
    var destination: (() -> Destination)?

    var body: some View {
        if let isActive,
           let destination {
            NavigationLink(isActive: isActive) {
                destination()
            } label: {
                EmptyView()
            }
        }
    }
}
