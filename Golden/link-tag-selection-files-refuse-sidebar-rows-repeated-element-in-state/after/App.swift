// The row view keeps the element it is handed in `@State`, which holds the first value it was
// given, while the detail column would read the list's data as it is now: refused.
import SwiftUI
struct Track: Identifiable, Hashable { let id: Int; var name: String }
struct Player: View {
    var tracks: [Track]
    @State private var playing: Track.ID?
    var body: some View {
        NavigationView {
            TrackList(tracks: tracks, playing: $playing)
            Text("Nothing playing")
        }
    }
}
struct TrackList: View {
    var tracks: [Track]
    @Binding var playing: Track.ID?
    var body: some View {
        List {
            ForEach(tracks) { track in TrackRow(track: track, playing: $playing) }
        }
    }
}
struct TrackRow: View {
    @State var track: Track
    @Binding var playing: Track.ID?
    var body: some View {
        NavigationLink(track.name, tag: track.id, selection: $playing) { Text(track.name) }
    }
}
