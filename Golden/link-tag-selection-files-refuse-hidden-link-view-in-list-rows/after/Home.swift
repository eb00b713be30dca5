import SwiftUI

struct Home: View {
    @State private var pick: Int?

    var body: some View {
        NavigationView {
            List(1..<4, id: \.self) { number in
                Button("Meal \(number)") { pick = number }
                    .background(PushLink(pick: $pick, number: number))
            }
        }
        .navigationViewStyle(.stack)
    }
}
