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
        NavigationLink(value: corn.id) {
            Text(corn.name)
        }
    }
}
