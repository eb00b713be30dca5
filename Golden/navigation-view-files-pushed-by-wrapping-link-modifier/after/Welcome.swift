import SwiftUI

struct Welcome: View {
    @State private var opensPortfolio = false
    @State private var opensGallery = false

    var body: some View {
        VStack {
            Button("Portfolio") { opensPortfolio = true }
                .navigate(to: Portfolio(), when: $opensPortfolio)
            Button("Gallery") { opensGallery = true }
                .push(Gallery(), when: $opensGallery)
        }
    }
}
