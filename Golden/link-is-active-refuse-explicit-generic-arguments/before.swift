import SwiftUI

extension View {
    /// Pushes `destination` while `isActive` holds, with this view as the link's label.
    func navigationLink<Destination: View>(
        isActive: Binding<Bool>,
        destination: @escaping () -> Destination
    ) -> some View {
        NavigationLink<Self, Destination>(
            isActive: isActive,
            destination: destination,
            label: { self }
        )
    }
}
