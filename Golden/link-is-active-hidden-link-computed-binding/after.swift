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
        .navigationDestination(isPresented: Binding(
            get: { assetForDetails != nil },
            set: { if !$0 { assetForDetails = nil } }
        )) {
            if let asset = assetForDetails {
                AssetDetail(asset: asset)
            }
        }
    }
}

struct AssetDetail: View {
    let asset: Asset

    var body: some View {
        Text(asset.symbol)
    }
}
