import SwiftUI

// The panel's file builds for every platform, but only the Mac app delegate shows it, in a
// window of its own: on macOS its one-child navigation view shows what a link opens beside the
// list, which a stack would push over it instead. Refused with that finding, as code only macOS
// builds is.
struct AboutPanel: View {
    let credits = ["Parser", "Icons"]

    var body: some View {
        NavigationView {
            List(credits, id: \.self) { credit in
                NavigationLink {
                    Text("Thanks to \(credit)")
                } label: {
                    Text(credit)
                }
            }
            .frame(minWidth: 180)
        }
        .frame(minWidth: 600, minHeight: 400)
    }
}
