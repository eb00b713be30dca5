import SwiftUI

struct PumpPage: View {
    let showsClose: Bool
    let isEditing: Bool
    let close: () -> Void

    var body: some View {
        Form {
            Text("Pump")
        }
        .toolbar {
            if showsClose {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Close", action: close)
                }
            }
            if !(isEditing && showsClose) {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(action: close) {
                        Text("Done")
                            .bold()
                    }
                }
            }
        }
    }
}

struct SensorPage: View {
    let showsClose: Bool
    let close: () -> Void

    var body: some View {
        Text("Sensor")
            // The comment in the condition stays with the item as written.
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    showsClose /* set by the caller */ ? Button("Close", action: close) : nil
                }
            }
    }
}
