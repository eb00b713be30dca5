import SwiftUI

/// Shows the view it is handed, as an `@autoclosure`, in a navigation view.
struct Shell<Content: View>: View {
    let make: () -> Content

    init(showing make: @autoclosure @escaping () -> Content) {
        self.make = make
    }

    var body: some View {
        NavigationView {
            make()
        }
    }
}
