import SwiftUI

struct PlayerView: View {
    var body: some View {
        VStack {
            Text("Now playing")
        }
        .toolbar(.hidden, for: .navigationBar)
    }
}
