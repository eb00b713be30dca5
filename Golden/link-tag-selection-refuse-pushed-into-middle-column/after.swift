import SwiftUI

// Three columns: a sidebar link pushes `TrackList` into the middle column, and its own links
// pick what the last column shows. That is not one-column navigation, where its links would
// become plain links: refused with a finding that says where it is shown, and the navigation
// view and the sidebar's links wait with it (nothing in the file changes).
final class Player: ObservableObject {
    @Published var album: String?
    @Published var track: Int?
}

struct PlayerWindow: View {
    @StateObject private var player = Player()

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: TrackList(player: player, album: "Blue"), tag: "Blue", selection: $player.album) {
                    Text("Blue")
                }
            }
            Text("Pick an album")
            Text("Pick a track")
        }
    }
}

struct TrackList: View {
    @ObservedObject var player: Player
    let album: String

    var body: some View {
        List(1..<5) { number in
            NavigationLink(destination: Text("\(album), track \(number)"), tag: number, selection: $player.track) {
                Text("Track \(number)")
            }
        }
    }
}
