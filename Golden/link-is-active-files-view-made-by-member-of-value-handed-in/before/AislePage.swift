import SwiftUI

// The page is handed its aisle and shows the aisle's screen: the screen's link is followed
// through this read to the navigation view around the page, and migrates with it.
struct AislePage: View {
    let aisle: Aisle

    var body: some View {
        VStack {
            Text("Library")
            aisle.screen()
        }
    }
}
