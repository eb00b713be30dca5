import SwiftUI

extension View {
    /// Shows the view with `extra` below it, in a navigation view when `inNavigation` is true.
    func chrome<Extra: View>(inNavigation: Bool, @ViewBuilder extra: @escaping () -> Extra) -> some View {
        modifier(Chrome(inNavigation: inNavigation, extra: extra))
    }
}

struct Chrome<Extra: View>: ViewModifier {
    let inNavigation: Bool
    let extra: () -> Extra

    @ViewBuilder
    func body(content: Content) -> some View {
        if inNavigation {
            NavigationView {
                VStack {
                    content
                    extra()
                }
            }
        } else {
            VStack {
                content
                extra()
            }
        }
    }
}
