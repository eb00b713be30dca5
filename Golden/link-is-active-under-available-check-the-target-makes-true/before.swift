import SwiftUI

// Under an iOS 16 / macOS 13 target, `#available(iOS 15.0, *)` always holds: it is no
// condition on the link, and its `if` goes with it (kept in the destination only for what the
// branch declares).
struct InstalledView: View {
    @State private var showDetail = false

    var body: some View {
        NavigationView {
            VStack {
                if #available(iOS 15.0, *) {
                    NavigationLink(destination: Text("Detail"), isActive: $showDetail) {
                        EmptyView()
                    }
                }
                Button("Open") { showDetail = true }
            }
        }
    }
}

struct ReportView: View {
    let isSignedIn: Bool
    @State private var showReport = false

    var body: some View {
        NavigationView {
            VStack {
                if #available(iOS 15.0, macOS 12.0, *), isSignedIn {
                    let title = "Report"
                    NavigationLink(destination: Text(title), isActive: $showReport) {
                        EmptyView()
                    }
                }
                Button("Report") { showReport = true }
            }
        }
    }
}

// What the link did besides navigating (`.onAppear`) has no condition to lose either: it moves
// to the view that carries the destination.
struct CountedView: View {
    @State private var showsDetail = false
    @State private var appearances = 0

    var body: some View {
        NavigationView {
            VStack {
                if #available(iOS 15.0, *) {
                    NavigationLink(destination: Text("Detail"), isActive: $showsDetail) {
                        EmptyView()
                    }
                    .onAppear { appearances += 1 }
                }
                Button("Open") { showsDetail = true }
            }
        }
    }
}
