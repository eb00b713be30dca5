import SwiftUI

struct Anchor: View {
    var body: some View {
        NavigationLink(destination: Text("Chain"), isActive: .constant(false)) {
            Text("Chain")
        }
    }
}
