import SwiftUI

struct PumpPage: View {
    let showsClose: Bool
    let isEditing: Bool
    let close: () -> Void

    var body: some View {
        Form {
            Text("Pump")
        }
        .navigationBarItems(
            leading: showsClose ? Button("Close", action: close) : nil,
            trailing: isEditing && showsClose ? nil : Button(action: close) {
                Text("Done")
                    .bold()
            }
        )
    }
}

struct SensorPage: View {
    let showsClose: Bool
    let close: () -> Void

    var body: some View {
        Text("Sensor")
            // The comment in the condition stays with the item as written.
            .navigationBarItems(leading: showsClose /* set by the caller */ ? Button("Close", action: close) : nil)
    }
}
