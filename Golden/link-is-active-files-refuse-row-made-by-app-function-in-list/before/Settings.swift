import SwiftUI

struct UnitRow: View {
    let title: String
    @Binding var unit: Int
    @State private var picks = false

    var body: some View {
        NavigationLink(isActive: $picks) {
            List(0..<3, id: \.self) { value in
                Button("Unit \(value)") {
                    unit = value
                    picks = false
                }
            }
        } label: {
            Text(title)
        }
    }
}

extension View {
    func unitRow(_ title: String, unit: Binding<Int>) -> some View {
        UnitRow(title: title, unit: unit)
    }
}

// The row view is made by the app's own `unitRow(...)`, which the settings view calls bare
// (on `self`) inside its `List`: the link's destination would sit in the list's rows, which
// SwiftUI does not support, so the link stays, with a finding naming the `List`, as it does
// when the list shows `UnitRow` itself.
struct SettingsView: View {
    @State private var unit = 0

    var body: some View {
        List {
            Section {
                unitRow("Units", unit: $unit)
            }
        }
    }
}
