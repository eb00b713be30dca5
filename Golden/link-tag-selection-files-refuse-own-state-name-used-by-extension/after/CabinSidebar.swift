import SwiftUI

struct CabinSidebar: View {
    var cabins: [String]
    @State private var selection: String?

    var body: some View {
        List {
            ForEach(cabins, id: \.self) { cabin in
                NavigationLink(cabin, tag: cabin, selection: $selection) {
                    Text(cabin)
                }
            }
        }
    }
}
