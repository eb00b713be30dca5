import SwiftUI

struct Alarm: Identifiable {
    let id: Int
    var name: String
    var muted = false
    var editing = false
}

struct AlarmList: View {
    @State private var alarms = [Alarm(id: 1, name: "Wake up"), Alarm(id: 2, name: "Lunch")]

    var body: some View {
        NavigationView {
            List {
                ForEach($alarms) { $alarm in
                    if !alarm.muted {
                        NavigationLink(destination: Text(alarm.name), isActive: $alarm.editing) {
                            Text(alarm.name)
                        }
                    }
                }
            }
        }
    }
}
