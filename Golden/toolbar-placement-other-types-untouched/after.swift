import SwiftUI

/// Where the app's own banner goes; not a toolbar placement.
enum BannerPlacement {
    case navigationBarLeading
    case navigationBarTrailing
    case bottom
}

struct Banner: View {
    var placement: BannerPlacement = .navigationBarLeading
    var body: some View { Text("Banner") }
}

struct HomeView: View {
    let placement: ToolbarItemPlacement
    let bannerEdge = BannerPlacement.navigationBarTrailing
    // ToolbarItem(placement: .navigationBarLeading) was the old spelling.
    let note = "ToolbarItem(placement: .navigationBarTrailing)"

    var body: some View {
        VStack {
            Banner(placement: .navigationBarTrailing)
            Banner(placement: bannerEdge == .navigationBarTrailing ? .bottom : .navigationBarLeading)
            Text(note)
        }
        .toolbar {
            ToolbarItem(placement: placement) {
                Text("Chosen at run time")
            }
        }
    }

    func edge(for placement: BannerPlacement) -> BannerPlacement {
        switch placement {
        case .navigationBarLeading: return .navigationBarTrailing
        default: return placement
        }
    }
}
