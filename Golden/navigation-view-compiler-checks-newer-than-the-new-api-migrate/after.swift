import SwiftUI

// `#if swift(<5.5)` and `#if !swift(>=5.7)` are built only by old compilers: they stay.
// The `#else` of `#if swift(>=5.9)` or `#if compiler(>=5.7.1)` is built by Swift 5.7.0
// too, which has the new API: it is migrated as any code is.
struct Inbox: View {
    var body: some View {
        #if swift(<5.5)
        NavigationView {
            Text("Inbox")
        }
        #else
        NavigationStack {
            Text("Inbox")
                .navigationTitle("Inbox")
        }
        #endif
    }
}

struct Outbox: View {
    var body: some View {
        #if swift(>=5.9)
        NavigationStack {
            Text("Outbox")
        }
        #else
        NavigationStack {
            Text("Outbox")
        }
        #endif
    }
}

struct Drafts: View {
    var body: some View {
        #if !swift(>=5.7)
        NavigationView {
            Text("Drafts")
        }
        #else
        NavigationStack {
            Text("Drafts")
        }
        #endif
    }
}

struct Sent: View {
    var body: some View {
        #if compiler(>=5.7.1)
        NavigationStack {
            Text("Sent")
        }
        #else
        NavigationStack {
            Text("Sent")
        }
        #endif
    }
}
