import SwiftUI

// A link the app keeps for iOS 15 in a function it marks deprecated from iOS 16:
// code for older systems, kept as written with a note, as the `else` of an
// availability check is.
struct LegacyTagLink<Value: Hashable, Destination: View, Label: View>: View {
    let destination: Destination
    let tag: Value
    let selection: Binding<Value?>
    let label: () -> Label

    var body: some View {
        legacyLink()
    }

    @available(iOS, deprecated: 16.0)
    func legacyLink() -> some View {
        NavigationLink(destination: destination, tag: tag, selection: selection, label: label)
    }
}
