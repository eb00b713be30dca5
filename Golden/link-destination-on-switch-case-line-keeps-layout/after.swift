// A link written on its `switch` case's line, its closing lines one step in from `case`: the
// destination closure it becomes keeps that layout, its braces where the old `) {` and `}` were.
import SwiftUI

enum Shelf { case fiction, poetry }

struct Shelves: View {
    let shelves: [Shelf] = [.fiction, .poetry]

    var body: some View {
        NavigationStack {
            List {
                ForEach(shelves, id: \.self) { shelf in
                    switch shelf {
                    case .fiction: NavigationLink {
                            Text("Novels")
                        } label: {
                            Text("Fiction")
                        }
                    case .poetry: NavigationLink {
                            Text("Poems")
                        } label: {
                            Text("Poetry")
                        }
                    }
                }
            }
        }
    }
}
