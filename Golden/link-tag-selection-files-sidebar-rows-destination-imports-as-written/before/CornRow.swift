import SwiftUI
@testable import Seeds
#if canImport(Badges)
import Badges
#endif
import Seeds

struct CornRow: View {
    let corn: Corn
    @Binding var picked: Int?

    var body: some View {
        NavigationLink(tag: corn.id, selection: $picked) {
            SeedBadge(corn.name)
        } label: {
            Text(corn.name)
        }
    }
}
