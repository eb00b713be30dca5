import SwiftUI

struct NotificationsList: View {
    var groups: [[String]]
    @State private var isShowingSettings = false

    var body: some View {
        VStack {
            Button("Settings") { isShowingSettings = true }
            List {
                ForEach(groups, id: \.self) { names in
                    EventGroup(names: names)
                }
            }
        }
        .onShake { isShowingSettings = true }
        .navigationDestination(isPresented: $isShowingSettings) {
            Text("Notification settings")
        }
    }
}

extension View {
    func onShake(perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(perform: action)
    }
}
