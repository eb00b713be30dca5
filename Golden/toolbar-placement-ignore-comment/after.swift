import SwiftUI

struct PlayerView: View {
    var body: some View {
        Text("Now playing")
            .toolbar {
                // navmigrate:ignore toolbar-placement -- screenshots depend on this
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Queue") {}
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("AirPlay") {}
                }
            }
    }
}
