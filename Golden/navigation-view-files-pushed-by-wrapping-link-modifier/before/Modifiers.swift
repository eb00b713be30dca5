import SwiftUI

// The app's modifiers that wrap what they are applied to in a navigation view of their own and
// push a view from a hidden link in it.
extension View {
    func navigate<V: View>(to view: V, when binding: Binding<Bool>) -> some View {
        NavigationView {
            ZStack {
                self.navigationBarHidden(true)
                NavigationLink(destination: view.navigationBarHidden(true), isActive: binding) {
                    EmptyView()
                }
            }
        }
        .navigationViewStyle(.stack)
    }

    func push<V: View>(_ view: V, when binding: Binding<Bool>) -> some View {
        NavigationView {
            ZStack {
                self
                NavigationLink(destination: view, isActive: binding) {
                    EmptyView()
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
