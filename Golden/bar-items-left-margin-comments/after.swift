import SwiftUI

struct QuizStepView: View {
    @State private var question = 0

    var body: some View {
        Text("Question \(question)")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(action: {
                        if question < 9 {
//                    withAnimation {
                            question += 1
//                    }
                        }
                    }) {
                        Image(systemName: "chevron.right")
                    }
                }
            }
    }
}
