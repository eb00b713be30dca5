import SwiftUI

struct CourseSidebar: View {
    @EnvironmentObject var model: RecipeModel

    var body: some View {
        List {
            NavigationLink("Starters", tag: Course.starters, selection: $model.course) {
                Text("Soups and salads")
            }
            NavigationLink("Mains", tag: Course.mains, selection: $model.course) {
                Text("Roasts and stews")
            }
        }
    }
}
