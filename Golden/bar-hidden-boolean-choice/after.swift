import SwiftUI

// A flag written as a choice between `true` and `false` is the visibility's own choice.
struct StepView: View {
    let title: String
    let isEmbedded: Bool

    var body: some View {
        VStack {
            Text(title)
                .toolbar(title.isEmpty ? .hidden : .visible, for: .navigationBar)
            Text("Embedded")
                .toolbar(isEmbedded || title == "Intro" ? .visible : .hidden, for: .navigationBar)
            // A comment inside the choice stays with it: kept whole.
            Text("Noted")
                .toolbar((isEmbedded ? true /* embedded */ : false) ? .hidden : .visible, for: .navigationBar)
            // Not a plain choice: kept whole, in parentheses.
            Text("Nested")
                .toolbar((isEmbedded ? title.isEmpty : false) ? .hidden : .visible, for: .navigationBar)
        }
    }
}
