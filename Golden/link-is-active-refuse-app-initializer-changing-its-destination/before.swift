import SwiftUI

// The app's own label-less `NavigationLink(destination:isActive:)` draws no label, but it
// changes the destination it pushes (no back button): a `navigationDestination` of the
// destination as written would lose that. Refused, naming the initializer.
extension NavigationLink where Label == EmptyView, Destination == AnyView {
    init<Screen: View>(destination: Screen, isActive: Binding<Bool>) {
        self.init(destination: AnyView(destination.navigationBarBackButtonHidden(true)), isActive: isActive) {
            EmptyView()
        }
    }
}

struct Checkout: View {
    @State private var paying = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Pay"), isActive: $paying)
                Button("Pay") { paying = true }
            }
        }
    }
}
