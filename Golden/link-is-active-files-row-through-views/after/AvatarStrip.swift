import SwiftUI

// A link's destination would land in a row of a list two views up: `AvatarStrip` is shown by
// `EventGroup` (a file with navigation of its own to migrate), which is a row of the `ForEach`
// in `NotificationsList`. The link is refused naming the chain; the title in
// `EventGroup` and the list's own link still migrate, and a second run says the same.
struct AvatarStrip: View {
    var names: [String]
    @State private var isShowingProfile = false

    var body: some View {
        HStack {
            ForEach(names, id: \.self) { name in
                Text(name)
            }
            NavigationLink("All", isActive: $isShowingProfile) {
                Text("Everyone")
            }
        }
        .onLongPressGesture {
            isShowingProfile = true
        }
    }
}
