import SwiftUI

struct Track: Identifiable {
    let id: Int
    let title: String
}

struct TrackDetail: View {
    let track: Track?

    var body: some View {
        Text(track?.title ?? "")
    }
}

// The destination's argument label `track:` has the row's name, but reads `chosen`, which the
// view owns: the destination moves out of the rows.
struct Playlist: View {
    let tracks: [Track]
    @State private var showsDetail = false
    @State private var chosen: Track?

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack {
                    ForEach(tracks) { track in
                        Button(track.title) {
                            chosen = track
                            showsDetail = true
                        }
                    }
                }
                .navigationDestination(isPresented: $showsDetail) {
                    TrackDetail(track: chosen)
                }
            }
        }
    }
}
