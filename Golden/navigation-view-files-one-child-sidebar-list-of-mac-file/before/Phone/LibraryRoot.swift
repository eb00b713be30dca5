// Two apps' files each declare `LibraryMenu`: the Mac one, in a file that imports AppKit, has a
// sidebar list; the phone one does not. Only code iOS builds decides what the iPad showed, so the
// phone's one-child navigation view becomes a stack.
import SwiftUI

struct LibraryRoot: View {
    var body: some View {
        NavigationView {
            LibraryMenu()
        }
    }
}
