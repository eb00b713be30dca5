import SwiftUI

struct Content: View {
    var body: some View {
        Text("Sidebar")
        Text("Detail")
    }
}
