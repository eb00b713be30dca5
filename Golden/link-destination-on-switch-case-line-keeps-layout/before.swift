// A link written on its `switch` case's line, its closing lines one step in from `case`: the
// destination closure it becomes keeps that layout, its braces where the old `) {` and `}` were.
import SwiftUI

enum Shelf { case fiction, poetry }

struct Shelves: View {
    let shelves: [Shelf] = [.fiction, .poetry]

    var body: some View {
        NavigationView {
            List {
                ForEach(shelves, id: \.self) { shelf in
                    switch shelf {
                    case .fiction: NavigationLink(
                            destination: Text("Novels")
                        ) {
                            Text("Fiction")
                        }
                    case .poetry: NavigationLink(
                            destination: Text("Poems")
                        ) {
                            Text("Poetry")
                        }
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
