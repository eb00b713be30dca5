import SwiftUI

struct OnboardingView: View {
    @Environment(\.presentationMode) private var presentationMode
    @ObservedObject var model: OnboardingModel
    let isPresented: Bool

    var body: some View {
        VStack {
            Button("Skip") { dismiss(animated: false) }
            Button("Later") { model.dismiss() }
            Button("Done") {
                if presentationMode.wrappedValue.isPresented && !isPresented {
                    presentationMode.wrappedValue.dismiss()
                }
            }
        }
    }

    private func dismiss(animated: Bool) {
        model.finish()
        presentationMode.wrappedValue.dismiss()
    }
}

/// The old property is called `dismiss` itself: its name is free once it goes.
struct ConfirmView: View {
    @Environment(\.presentationMode) var dismiss

    var body: some View {
        Button("OK") { dismiss.wrappedValue.dismiss() }
    }
}

final class OnboardingModel: ObservableObject {
    func dismiss() {}
    func finish() {}
}
