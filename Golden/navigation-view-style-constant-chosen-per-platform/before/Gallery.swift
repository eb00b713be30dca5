import SwiftUI

// A constant written with its type and a member (`= .stack`), read as `Self.navigation` in the
// type that declares it.
struct Gallery: View {
    static let navigation: StackNavigationViewStyle = .stack

    var body: some View {
        NavigationView {
            Text("Photos")
        }
        .navigationViewStyle(Self.navigation)
    }
}
