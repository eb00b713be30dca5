import SwiftUI

// A helper with a hidden link beside a view, shown in both branches of an `if`: in one
// directly, in the other through another helper, inside a `LazyVStack`. Its destination would
// sit in that lazy container there, so it stays, with a finding that names the container.
struct Home: View {
    @State private var showsDetail = false
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        NavigationView {
            if sizeClass == .compact {
                rows
            } else {
                VStack {
                    status
                    Button("Open wide") { showsDetail = true }
                }
            }
        }
        .navigationViewStyle(.stack)
    }

    private var rows: some View {
        ScrollView {
            LazyVStack {
                status
                Button("Open") { showsDetail = true }
            }
        }
    }

    private var status: some View {
        VStack {
            NavigationLink(destination: Text("Detail"), isActive: $showsDetail) { EmptyView() }
            Text("Ready")
        }
    }
}
