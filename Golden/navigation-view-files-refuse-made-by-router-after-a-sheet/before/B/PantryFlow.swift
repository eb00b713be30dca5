import SwiftUI

final class PantryFlow {
    var screens: [AnyView] = []

    func openEditor() {
        screens.append(AnyView(RecipeEditor()))
    }
}
