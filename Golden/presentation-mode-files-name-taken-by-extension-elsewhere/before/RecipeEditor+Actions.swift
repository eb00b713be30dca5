import Foundation

extension RecipeEditor {
    func store() {
        UserDefaults.standard.set(title, forKey: "draft")
    }

    func dismiss() {
        UserDefaults.standard.removeObject(forKey: "draft")
    }
}
