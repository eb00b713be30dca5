import SwiftUI

/// Makes any view open the order's detail when tapped.
struct OpensOrderDetail: ViewModifier {
    let order: String

    func body(content: Content) -> some View {
        NavigationLink {
            OrderDetail(order: order)
        } label: {
            content
        }
    }
}

extension View {
    func opensOrderDetail(_ order: String) -> some View {
        modifier(OpensOrderDetail(order: order))
    }
}
