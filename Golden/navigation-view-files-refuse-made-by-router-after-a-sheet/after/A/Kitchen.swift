import SwiftUI

struct Kitchen: View {
    @State private var editing = false

    var body: some View {
        Button("Edit") { editing = true }
            .sheet(isPresented: $editing) {
                RecipeEditor()
            }
    }
}
