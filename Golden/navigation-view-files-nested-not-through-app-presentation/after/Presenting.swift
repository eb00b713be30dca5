import SwiftUI

extension View {
    /// The app's own full-screen presentation: what it is handed is presented, not shown here.
    func coverScreen<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        fullScreenCover(isPresented: isPresented, content: content)
    }
}
