import SwiftUI

struct PickerScreen: View {
    var body: some View {
        Text("Phone picker")
    }
}
