import SwiftUI

final class Quiz: ObservableObject {
    @Published var showsScore = false
}

// A hidden link that is all an `#if os(iOS)` holds: the `#if` goes with it, rather than being
// left empty, and the destination keeps the condition on the stack that carries it.
struct QuizView: View {
    @StateObject private var quiz = Quiz()

    var body: some View {
        VStack {
            Button("Finish") { quiz.showsScore = true }
        }
        .padding()
        #if os(iOS)
        .navigationDestination(isPresented: $quiz.showsScore) {
            Text("Score")
        }
        #endif
    }
}

struct QuizHome: View {
    var body: some View {
        NavigationStack { QuizView() }
    }
}
