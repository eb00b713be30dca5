import SwiftUI

struct TrackRow: View {
    let track: Track
    @Binding var selection: Int?

    var body: some View {
        NavigationLink(destination: Text(track.title), tag: track.id, selection: $selection) {
            Text(track.title)
        }
    }
}
