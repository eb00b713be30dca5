import SwiftUI

struct OnboardingView: View {
    @Environment(\.dismiss) private var dismissView
    @Environment(\.isPresented) private var isViewPresented
    @ObservedObject var model: OnboardingModel
    let isPresented: Bool

    var body: some View {
        VStack {
            Button("Skip") { dismiss(animated: false) }
            Button("Later") { model.dismiss() }
            Button("Done") {
                if isViewPresented && !isPresented {
                    dismissView()
                }
            }
        }
    }

    private func dismiss(animated: Bool) {
        model.finish()
        dismissView()
    }
}

/// The old property is called `dismiss` itself: its name is free once it goes.
struct ConfirmView: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
        Button("OK") { dismiss() }
    }
}

final class OnboardingModel: ObservableObject {
    func dismiss() {}
    func finish() {}
}
