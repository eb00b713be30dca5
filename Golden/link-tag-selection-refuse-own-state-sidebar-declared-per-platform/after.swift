// `GlacierSidebar` is declared once for iOS and once for other platforms: moving the state up
// would give only the iOS one the binding the split view hands it, and the other build would
// not compile. Refused.
import SwiftUI

struct GlaciersRoot: View {
    var body: some View {
        NavigationView {
            GlacierSidebar()
            Text("Pick a glacier")
        }
    }
}

#if os(iOS)
struct GlacierSidebar: View {
    @State private var glacier: String?

    var body: some View {
        List {
            NavigationLink("Aletsch", tag: "aletsch", selection: $glacier) {
                Text("Aletsch glacier")
            }
        }
    }
}
#else
struct GlacierSidebar: View {
    var body: some View {
        Text("Glaciers")
    }
}
#endif
