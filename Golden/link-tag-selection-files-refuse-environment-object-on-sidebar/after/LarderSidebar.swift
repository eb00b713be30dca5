import SwiftUI

struct TinsView: View {
    @EnvironmentObject var larder: Larder

    var body: some View {
        Text("\(larder.tins) tins")
    }
}

struct LarderSidebar: View {
    @Binding var shelf: Int?

    var body: some View {
        List {
            NavigationLink("Low shelf", tag: 1, selection: $shelf) {
                TinsView()
            }
        }
    }
}
