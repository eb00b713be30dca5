import SwiftUI

// Environment values read off the main actor stay, with a finding; the view's `@Environment(\.self)`
// values migrate; the app's own type held in a value named `environment` is not touched.
struct Uploader: View {
    @Environment(\.self) private var values

    var body: some View {
        Button("Close") { values.presentationMode.wrappedValue.dismiss() }
    }

    nonisolated func closeLater(_ environment: EnvironmentValues) {
        environment.presentationMode.wrappedValue.dismiss()
    }
}

struct Session {
    var presentationMode = Mode()

    struct Mode {
        var wrappedValue = Value()
    }

    struct Value {
        func dismiss() {}
    }
}

struct Logout: View {
    let environment: Session

    var body: some View {
        Button("Log out") { environment.presentationMode.wrappedValue.dismiss() }
    }
}
