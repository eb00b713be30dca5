import SwiftUI

// `Tip` is handed into `TipOverlay`, the `ViewModifier` that `.modifier(...)` applies in a
// pushed screen: whether the modifier shows it in place (nesting its navigation view in the
// screen's stack) or presents it, navmigrate does not follow, so `Tip`'s navigation view stays,
// with a finding.
struct Tip: View {
    var body: some View {
        NavigationView {
            Text("Swipe to archive")
        }
    }
}

struct TipOverlay<Tip: View>: ViewModifier {
    let tip: Tip

    func body(content: Content) -> some View {
        ZStack {
            content
            tip
        }
    }
}

struct Inbox: View {
    var body: some View {
        List { Text("Mail") }
            .modifier(TipOverlay(tip: Tip()))
    }
}

struct Home: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Inbox") { Inbox() }
        }
    }
}
