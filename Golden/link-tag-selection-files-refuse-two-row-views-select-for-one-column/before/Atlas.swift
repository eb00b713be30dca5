// Two rows views in one sidebar list both have links that select for the detail column:
// navmigrate writes that column from one view's links, so both stay, each with a finding.
import SwiftUI

enum Place: Hashable {
    case paris, rome, oslo, bergen
}

struct Atlas: View {
    @State private var place: Place?

    var body: some View {
        NavigationView {
            AtlasSidebar(place: $place)
            Text("Pick a city")
        }
    }
}

struct AtlasSidebar: View {
    @Binding var place: Place?

    var body: some View {
        List {
            SouthRows(place: $place)
            NorthRows(place: $place)
        }
    }
}
