import SwiftUI

struct Asset: Hashable {
    var symbol: String
}

struct AssetsView: View {
    let assets: [Asset]
    @State private var assetForDetails: Asset?

    var body: some View {
        List(assets, id: \.self) { asset in
            Button(asset.symbol) { assetForDetails = asset }
        }
        .navigationTitle("Assets")
        .background(
            NavigationLink(
                isActive: Binding(
                    get: { assetForDetails != nil },
                    set: { if !$0 { assetForDetails = nil } }
                ),
                destination: {
                    if let asset = assetForDetails {
                        AssetDetail(asset: asset)
                    }
                },
                label: { EmptyView() }
            )
        )
    }
}

struct AssetDetail: View {
    let asset: Asset

    var body: some View {
        Text(asset.symbol)
    }
}
