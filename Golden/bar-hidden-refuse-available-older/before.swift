import SwiftUI

struct PlayerView: View {
    @State private var isFullScreen = false

    var body: some View {
        Text("Video")
            .navigationBarHidden(isFullScreen)
    }
}

extension PlayerView {
    @available(iOS 15, *)
    var immersive: some View {
        Text("Video")
            .navigationBarHidden(true)
    }
}
