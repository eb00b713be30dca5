import SwiftUI

// The app's own `Link`, named as SwiftUI's: its calls in other files are the app's, so the
// screens that show it are found, and its link migrates with their navigation views (read as
// SwiftUI's `Link`, the public view looked shown by no screen, and its link was refused).
public struct Link<Content: View, Destination: View>: View {
    @Binding var isActive: Bool
    let content: () -> Content
    let destination: () -> Destination

    public init(isActive: Binding<Bool>, content: @escaping () -> Content, destination: @escaping () -> Destination) {
        self._isActive = isActive
        self.content = content
        self.destination = destination
    }

    public var body: some View {
        NavigationLink(isActive: $isActive, destination: destination, label: { content() })
    }
}
