import SwiftUI

// The app's modifier is nothing but a hidden link that pushes the view it is applied to: no
// view in it can carry a destination, so it stays, and the finding names where it is applied
// and what to do there.
extension View {
    func pushed(when flag: Binding<Bool>) -> some View {
        NavigationLink(destination: self, isActive: flag) { EmptyView() }
    }
}
