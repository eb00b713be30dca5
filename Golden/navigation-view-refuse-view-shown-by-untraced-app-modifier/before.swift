import SwiftUI

// `Paywall` is shown by `PaywallOverlay`, which the app applies through its own `View`
// extension function `.paywall(_:)`; navmigrate does not follow where that function is
// applied (here in a pushed view), so `Paywall`'s navigation view stays, with a finding.
struct Paywall: View {
    var body: some View {
        NavigationView {
            Text("Go premium")
        }
    }
}

struct PaywallOverlay: ViewModifier {
    @Binding var isPresented: Bool

    func body(content: Content) -> some View {
        ZStack {
            content
            if isPresented { Paywall() }
        }
    }
}

extension View {
    func paywall(_ isPresented: Binding<Bool>) -> some View {
        modifier(PaywallOverlay(isPresented: isPresented))
    }
}

struct Settings: View {
    @State private var showsPaywall = false

    var body: some View {
        Button("Upgrade") { showsPaywall = true }
            .paywall($showsPaywall)
    }
}

struct Home: View {
    var body: some View {
        NavigationView {
            NavigationLink("Settings") { Settings() }
        }
    }
}
