import SwiftUI

// The app's own dismissal on the binding, after a short delay, in a file that names nothing
// the rules look for: the file is read for it all the same.
extension Binding where Value == PresentationMode {
    func dismiss() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            wrappedValue.dismiss()
        }
    }
}
