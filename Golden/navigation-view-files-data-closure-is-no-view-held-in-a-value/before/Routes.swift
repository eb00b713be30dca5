import SwiftUI

// A screen made by a router that is not a view, whose link is refused as untraced.
enum Route {
    case receipt

    @ViewBuilder var screen: some View {
        switch self {
        case .receipt: Receipt()
        }
    }
}

struct Receipt: View {
    @State private var sharing = false

    var body: some View {
        VStack {
            Button("Share") { sharing = true }
            NavigationLink(destination: Text("Share"), isActive: $sharing) { EmptyView() }
        }
    }
}
