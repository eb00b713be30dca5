// The sidebar's own selection state would move up into `CabinsRoot` as `selection`, but an
// extension of `CabinsRoot` in another file (one with no navigation in it) already declares a
// `selection`: refused, saying to rename one.
import SwiftUI

struct CabinsRoot: View {
    var cabins: [String]

    var body: some View {
        NavigationView {
            CabinSidebar(cabins: cabins)
            Text("Pick a cabin")
        }
    }
}
