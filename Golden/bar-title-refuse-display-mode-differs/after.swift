import SwiftUI

struct OutboxView: View {
    var body: some View {
        List {
            Text("Sent")
        }
        .navigationBarTitleDisplayMode(.large)
        .navigationBarTitle(Text("Outbox"), displayMode: .inline)
    }
}
