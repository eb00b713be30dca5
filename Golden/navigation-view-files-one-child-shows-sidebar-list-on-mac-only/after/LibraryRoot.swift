// The one child's List has the sidebar style on macOS only; on iPhone and iPad it does not, so
// the one-child navigation view becomes a stack, as one with no sidebar list does.
import SwiftUI

struct LibraryRoot: View {
    var body: some View {
        NavigationStack {
            LibrarySidebar()
        }
    }
}
