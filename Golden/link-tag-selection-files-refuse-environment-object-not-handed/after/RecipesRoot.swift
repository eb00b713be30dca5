// The split view's view makes a model of its own but never hands it to its columns: the
// sidebar reads whatever model the environment above holds, which need not be this one, so
// the split view's detail column cannot read the selection. Links and navigation view stay.
import SwiftUI

final class RecipeModel: ObservableObject {
    @Published var course: Course?
}

enum Course: Hashable {
    case starters, mains
}

struct RecipesRoot: View {
    @StateObject private var model = RecipeModel()

    var body: some View {
        NavigationView {
            CourseSidebar()
            Text("Pick a course")
        }
    }
}
