// Two link modifiers of the app's: `.opensOnTap` is applied in a row of the list, where its
// destination cannot go, and is refused; `.opensWhen` is applied in `Checkout`, which that
// row's link pushes. `Checkout` is not a row itself, so its link only waits for the
// navigation view, and says so.
import SwiftUI

extension View {
    func opensWhen<Screen: View>(_ shown: Binding<Bool>, screen: @escaping () -> Screen) -> some View {
        background(NavigationLink(isActive: shown, destination: screen, label: { EmptyView() }))
    }

    func opensOnTap<Screen: View>(_ shown: Binding<Bool>, screen: @escaping () -> Screen) -> some View {
        NavigationLink(isActive: shown, destination: screen, label: { self })
    }
}

struct Checkout: View {
    @State private var paid = false

    var body: some View {
        Button("Pay") { paid = true }
            .opensWhen($paid) { Text("Paid") }
    }
}

struct Shop: View {
    @State private var checksOut = false

    var body: some View {
        NavigationView {
            List {
                Text("Basket")
                    .opensOnTap($checksOut) { Checkout() }
            }
        }
        .navigationViewStyle(.stack)
    }
}
