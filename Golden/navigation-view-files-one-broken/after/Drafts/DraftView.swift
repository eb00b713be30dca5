import SwiftUI

struct DraftView: View {
    var body: some View {
        NavigationView {
            Text("Draft"
        }
    }
}
