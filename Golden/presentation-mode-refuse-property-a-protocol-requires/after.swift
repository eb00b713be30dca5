import SwiftUI

protocol Closable {
    var presentationMode: Binding<PresentationMode> { get }
}

extension Closable {
    func close() {
        presentationMode.wrappedValue.dismiss()
    }
}

// The property is what fulfils `Closable`'s requirement: removing it (nothing in the view reads
// it) or renaming it would break the conformance, so it stays, with a finding.
struct TermsView: View, Closable {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Accept") {
            close()
        }
    }
}

// The same property in a view that conforms to no such protocol goes.
struct NoticeView: View {
    var body: some View {
        Text("Notice")
    }
}
