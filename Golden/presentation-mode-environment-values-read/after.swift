import SwiftUI

// `presentationMode` read from environment values at hand (a representable's
// `context.environment` is read the same way): `dismiss` and `isPresented` are there too.
struct PhotoSheet: View {
    let environment: EnvironmentValues

    var body: some View {
        Button("Close") { close(in: environment) }
            .disabled(!environment.isPresented)
    }

    func close(in environment: EnvironmentValues) {
        environment.dismiss()
    }
}

// Handed on as a whole: left, with a finding.
struct ShareSheet: View {
    let environment: EnvironmentValues

    var body: some View {
        Button("Close") {
            let mode = environment.presentationMode
            mode.wrappedValue.dismiss()
        }
    }
}

// Not a view, a representable nor `@MainActor`: its code may run where `dismiss` cannot.
struct Closer {
    func close(_ environment: EnvironmentValues) {
        environment.presentationMode.wrappedValue.dismiss()
    }
}
