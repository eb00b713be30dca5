import SwiftUI

// Declared in an extension of `NavigationView`, in a file of its own.
extension NavigationView {
    func compactTitles() -> some View {
        self.padding(.top)
    }
}
