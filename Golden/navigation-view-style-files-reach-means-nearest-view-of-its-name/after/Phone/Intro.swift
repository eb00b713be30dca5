import SwiftUI

// Two apps in one repository each declare a `PickerScreen`. The phone app's style reaches
// the phone app's (which has no navigation view), not the tablet app's, whose navigation view
// stays for a link of its own: the phone app's style goes on its own, in no change set with
// the tablet app's file.
struct IntroScreen: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Pick") {
                PickerScreen()
            }
        }
    }
}
