import SwiftUI

// The row's `@Injected private var` does not keep its memberwise initializer private: the
// injector makes the value. The row's own flag moves up into the view that holds the `List`,
// which hands it the binding through that initializer.
struct NumberRow: View {
    @Injected private var analytics: Analytics
    @Binding var opens: Int?
    let number: Int

    var body: some View {
        Button { opens = number } label: {
            Text("Row \(number)")
        }
        .onAppear { analytics.log(number) }
        .onLongPressGesture { opens = number }
    }
}
