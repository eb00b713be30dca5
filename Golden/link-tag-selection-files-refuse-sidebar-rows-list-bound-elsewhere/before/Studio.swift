// The sidebar's list is already bound to a selection of its own, and its rows view's links
// select through another: a list takes one selection, so the list, the links and the
// navigation view stay, and the list's finding says why.
import SwiftUI

enum Track: Hashable {
    case drums, bass
}

struct Studio: View {
    @State private var track: Track?

    var body: some View {
        NavigationView {
            StudioSidebar(track: $track)
            Text("Pick a track")
        }
    }
}

struct StudioSidebar: View {
    @Binding var track: Track?
    @State private var highlighted: Track?

    var body: some View {
        List(selection: $highlighted) {
            TrackRows(track: $track)
        }
    }
}

struct TrackRows: View {
    @Binding var track: Track?

    var body: some View {
        NavigationLink(tag: Track.drums, selection: $track) {
            Text("Drums")
        } label: {
            Text("Drums")
        }
        NavigationLink(tag: Track.bass, selection: $track) {
            Text("Bass")
        } label: {
            Text("Bass")
        }
    }
}
