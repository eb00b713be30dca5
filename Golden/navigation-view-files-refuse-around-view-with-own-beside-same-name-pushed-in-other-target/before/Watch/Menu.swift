import SwiftUI

struct Menu: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Readings") { Readings() }
        }
    }
}
