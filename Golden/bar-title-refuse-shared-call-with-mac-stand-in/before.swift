import SwiftUI

// The app gives macOS its own `navigationBarTitle`, so that code shared with iOS
// builds there. The shared call below is the stand-in on macOS and SwiftUI's
// deprecated modifier on iOS: it stays, with a finding.
#if os(macOS)
enum StandInTitleMode {
    case inline, large
}

extension View {
    func navigationBarTitle(_ title: String, displayMode: StandInTitleMode = .inline) -> some View {
        navigationTitle(title)
    }
}
#endif

struct ReactionsSheet: View {
    let names: [String]

    var body: some View {
        List(names, id: \.self) { name in
            Text(name)
        }
        .navigationBarTitle("Reactions", displayMode: .inline)
    }
}
