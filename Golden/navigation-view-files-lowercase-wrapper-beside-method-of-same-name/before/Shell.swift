import SwiftUI

func inNavigation<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    NavigationView {
        content()
    }
}
