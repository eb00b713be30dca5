import SwiftUI

struct NotificationsList: View {
    var groups: [[String]]
    @State private var isShowingSettings = false

    var body: some View {
        VStack {
            NavigationLink("Settings", isActive: $isShowingSettings) {
                Text("Notification settings")
            }
            List {
                ForEach(groups, id: \.self) { names in
                    EventGroup(names: names)
                }
            }
        }
        .onShake { isShowingSettings = true }
    }
}

extension View {
    func onShake(perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(perform: action)
    }
}
