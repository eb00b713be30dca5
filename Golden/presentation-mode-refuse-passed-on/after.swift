import SwiftUI

/// Hands the binding to a child, which dismisses its parent's presentation.
struct CheckoutView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack {
            Button("Back") { presentationMode.wrappedValue.dismiss() }
            PaymentForm(presentation: presentationMode)
        }
    }
}

struct PaymentForm: View {
    let presentation: Binding<PresentationMode>

    var body: some View {
        Button("Pay") { presentation.wrappedValue.dismiss() }
    }
}

/// Keeps the binding for later.
struct TimerView: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Button("Start") {
            let mode = presentationMode
            DispatchQueue.main.asyncAfter(deadline: .now() + 5) { mode.wrappedValue.dismiss() }
        }
    }
}

/// Reaches the binding through the wrapper's storage.
struct LoggerView: View {
    @Environment(\.presentationMode) @Binding private var presentationMode

    var body: some View {
        Button("Log") {
            log(_presentationMode.wrappedValue)
            presentationMode.dismiss()
        }
    }

    func log(_ binding: Binding<PresentationMode>) {}
}

/// Uses the presentation mode as a value.
struct StatusView: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Button("Status") {
            let mode = presentationMode.wrappedValue
            print(mode.isPresented)
        }
    }
}
