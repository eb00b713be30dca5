import SwiftUI

struct Threads: View {
    var body: some View {
        List(1..<4, id: \.self) { number in
            NavigationLink("Thread \(number)") { Text("Thread \(number)") }
        }
    }
}
