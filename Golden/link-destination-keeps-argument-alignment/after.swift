import SwiftUI

// Destinations whose arguments are aligned under their opening parenthesis keep
// that alignment where they move.
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
                Button("Edit salad") { editing = true }
            }
            .navigationDestination(isPresented: $editing) {
                MealEditor(name: "Salad",
                           calories: 80)
            }
        }
    }
}
