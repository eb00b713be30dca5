import SwiftUI

#if os(macOS)
enum StandInDisplayMode {
    case inline, large
}

extension View {
    /// Lets code shared with iOS call the iOS-only modifier on macOS.
    func navigationBarTitle(_ title: String, displayMode: StandInDisplayMode = .inline) -> some View {
        navigationTitle(title)
    }
}
#endif

struct AlbumView: View {
    let album: String

    var body: some View {
        #if os(macOS)
        List(0..<3, id: \.self) { index in
            Text("Track \(index + 1)")
        }
        .navigationBarTitle(album, displayMode: .inline)
        #else
        List(0..<3, id: \.self) { index in
            Text("Track \(index + 1)")
        }
        .navigationTitle(Text(album))
        .navigationBarTitleDisplayMode(.inline)
        #endif
    }
}
