import SwiftUI

struct Threads: View {
    @Binding var picked: Int?

    var body: some View {
        List(selection: $picked) {
            ForEach(1..<4, id: \.self) { number in
                NavigationLink("Thread \(number)") { Text("Thread \(number)") }
                    .tag(number)
            }
        }
    }
}
