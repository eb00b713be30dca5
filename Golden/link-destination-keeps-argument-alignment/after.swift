import SwiftUI

// Destinations whose arguments are aligned under their opening parenthesis keep
// that alignment where they move; a modifier on a line of its own goes one step in.
struct MealEditor: View {
    let name: String
    let calories: Int

    var body: some View {
        Text("\(name) \(calories)")
    }
}

struct MealList: View {
    @State private var editing = false

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink {
                    MealEditor(name: "Soup",
                               calories: 120)
                } label: {
                    Text("Soup")
                }
                // A line that continues the chain goes one step in, as a modifier does.
                NavigationLink {
                    MealEditor(name: "Bread", calories: 200)
                        .navigationTitle("Bread")
                } label: {
                    Text("Bread")
                }
                Button("Edit salad") { editing = true }
            }
            .navigationDestination(isPresented: $editing) {
                MealEditor(name: "Salad",
                           calories: 80)
            }
        }
    }
}
