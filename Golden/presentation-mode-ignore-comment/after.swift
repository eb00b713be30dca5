import SwiftUI

struct LegacySheet: View {
    // navmigrate:ignore presentation-mode -- dismissed from UIKit, see #412
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
}

struct HalfKeptSheet: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack {
            Button("Close") { presentationMode.wrappedValue.dismiss() }
            // navmigrate:ignore presentation-mode
            Button("Close all") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

struct MigratedSheet: View {
    // navmigrate:ignore bar-title
    @Environment(\.dismiss) var dismiss

    var body: some View {
        Button("Close") { dismiss() }
    }
}
