// The style sits on the navigation view's content, whose background is a colour made from
// UIKit's `UIColor(named:)`: that is no view of the app's that could hold navigation, so the
// style goes with the navigation view it styles.
import SwiftUI

struct PromoScreen: View {
    var body: some View {
        NavigationView {
            ScrollView {
                Text("Get the full app")
            }
            .background(Color(UIColor(named: "Backdrop")!))
            .navigationTitle("Promo")
            .navigationViewStyle(StackNavigationViewStyle())
        }
    }
}
