import SwiftUI

struct Track: Identifiable {
    let id: Int
    let title: String
}

// The sidebar's rows are a view of their own, repeated by a `ForEach`, handed the selection:
// the detail column would have to be built from the selection in this view, which the links in
// the row view do not say how; the finding says what to write by hand, and both views stay.
struct MusicSplit: View {
    let tracks: [Track]
    @State private var playing: Int?

    var body: some View {
        NavigationView {
            List {
                ForEach(tracks) { track in
                    TrackRow(track: track, selection: $playing)
                }
            }
            Text("Pick a track")
        }
    }
}
