import SwiftUI

struct ConsentForm: View {
    var onAnswer: (Bool) -> Void = { _ in }
    @State private var showsThanks = false

    var body: some View {
        Button("I agree") {
            showsThanks = true
            onAnswer(true)
        }
        .navigationDestination(isPresented: $showsThanks) {
            Text("Thank you")
        }
    }
}

struct FirstLaunch: View {
    var body: some View {
        NavigationStack {
            ConsentForm()
        }
    }
}

struct PrivacySettings: View {
    @State private var asksAgain = false

    var body: some View {
        NavigationStack {
            Button("Ask me again") { asksAgain = true }
                // No navigation view in the cover: the form's link never pushed here.
                .fullScreenCover(isPresented: $asksAgain) {
                    ConsentForm { _ in asksAgain = false }
                }
        }
    }
}
