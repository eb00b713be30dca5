import SwiftUI

extension View {
    func navigationLink<Destination: View>(
        isActive: Binding<Bool>,
        destination: @escaping () -> Destination
    ) -> some View {
        NavigationLink(
            isActive: isActive,
            destination: destination,
            label: { self }
        )
    }
}
