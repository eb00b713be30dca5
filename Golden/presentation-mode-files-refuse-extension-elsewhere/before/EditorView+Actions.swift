import SwiftUI

extension EditorView {
    func close() {
        presentationMode.wrappedValue.dismiss()
    }
}
