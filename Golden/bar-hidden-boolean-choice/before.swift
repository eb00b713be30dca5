import SwiftUI

// A flag written as a choice between `true` and `false` is the visibility's own choice.
struct StepView: View {
    let title: String
    let isEmbedded: Bool

    var body: some View {
        VStack {
            Text(title)
                .navigationBarHidden(title.isEmpty ? true : false)
            Text("Embedded")
                .navigationBarHidden(isEmbedded || title == "Intro" ? false : true)
            // A comment inside the choice stays with it: kept whole.
            Text("Noted")
                .navigationBarHidden(isEmbedded ? true /* embedded */ : false)
            // Not a plain choice: kept whole, in parentheses.
            Text("Nested")
                .navigationBarHidden(isEmbedded ? title.isEmpty : false)
        }
    }
}
