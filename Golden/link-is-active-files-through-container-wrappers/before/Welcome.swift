import SwiftUI

struct Welcome: View {
    @State private var signingUp = false
    @State private var readingTerms = false

    var body: some View {
        VStack {
            Button("Sign up") { signingUp = true }
            Button("Terms") { readingTerms = true }
        }
        .fullScreenCover(isPresented: $signingUp) {
            FlowShell {
                EmailStep()
            }
        }
        .sheet(isPresented: $readingTerms) {
            TermsStep().inNavigation()
        }
    }
}
