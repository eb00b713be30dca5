import SwiftUI

extension View {
    func inOwnNavigation() -> some View {
        NavigationView { self }
            .navigationViewStyle(.stack)
    }
}
