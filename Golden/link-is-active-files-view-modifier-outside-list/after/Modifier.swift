import SwiftUI

extension View {
    func openSettingsOnLongPress() -> some View {
        modifier(OpenSettingsOnLongPress())
    }
}

private struct OpenSettingsOnLongPress: ViewModifier {
    @State private var showing = false

    func body(content: Content) -> some View {
        ZStack {
            content
                .onLongPressGesture { showing = true }
        }
        .navigationDestination(isPresented: $showing) {
            Text("Settings")
        }
    }
}
