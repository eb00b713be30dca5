// A hidden link in a `.background` that a postfix `#if` applies on some platforms only: the
// `#if` goes with the decoration, and the destination takes its condition.
import SwiftUI

struct Channel: Identifiable {
    let id: Int
    var name: String
}

struct ChannelPage: View {
    var channel: Channel?
    var body: some View { Text(channel?.name ?? "") }
}

struct ChannelsList: View {
    var channels: [Channel]
    @State private var linkActive = false
    @State private var picked: Channel?

    var body: some View {
        NavigationView {
            List(channels) { channel in
                Button(channel.name) {
                    picked = channel
                    linkActive = true
                }
            }
            #if !os(tvOS)
            .background(
                NavigationLink(destination: ChannelPage(channel: picked), isActive: $linkActive, label: EmptyView.init)
            )
            #endif
            .navigationTitle("Channels")
        }
    }
}
