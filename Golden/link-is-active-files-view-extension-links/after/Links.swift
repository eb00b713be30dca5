import SwiftUI

extension View {
    func navigationLink<Destination: View>(
        isActive: Binding<Bool>,
        destination: @escaping () -> Destination
    ) -> some View {
        Button(action: { isActive.wrappedValue = true }, label: { self })
            .navigationDestination(isPresented: isActive) {
                destination()
            }
    }

    func hiddenLink<Destination: View>(isActive: Binding<Bool>, destination: @escaping () -> Destination) -> some View {
        self
            .navigationDestination(isPresented: isActive) {
                destination()
            }
    }
}
