import SwiftUI

// A library's view: the apps that show it bring the navigation its link works in, and may
// still use `NavigationView`, where `navigationDestination` would do nothing.
public struct ContinueButton<Destination: View>: View {
    @Binding var isActive: Bool
    let destination: () -> Destination

    public init(isActive: Binding<Bool>, @ViewBuilder destination: @escaping () -> Destination) {
        _isActive = isActive
        self.destination = destination
    }

    public var body: some View {
        VStack {
            NavigationLink(destination: destination(), isActive: $isActive) {
                Text("Continue")
            }
        }
    }
}
