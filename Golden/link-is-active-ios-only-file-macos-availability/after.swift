#if os(iOS)
import SwiftUI

final class Sync: ObservableObject {
    @Published var isSynced = false
}

// A file only iOS builds, in a project that also lists macOS 10.15: the view's
// `@available(macOS 11, *)` says nothing of any build that compiles it, so its link migrates
// on the project's iOS 16, with no finding about macOS.
@available(macOS 11, *)
struct SyncView: View {
    @StateObject private var sync = Sync()

    var body: some View {
        VStack {
            Button("Sync") { sync.isSynced = true }
        }
        .navigationDestination(isPresented: $sync.isSynced) {
            Text("Synced")
        }
    }
}

struct SyncHome: View {
    var body: some View {
        NavigationStack { SyncView() }
    }
}
#endif
