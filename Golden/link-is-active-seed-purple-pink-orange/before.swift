import SwiftUI

struct ColorDetail: View {
    var color: Color

    var body: some View {
        color.navigationTitle(color.description)
    }
}

struct ColorList: View {
    @State private var isShowingPurple = false
    @State private var isShowingPink = false
    @State private var isShowingOrange = false


    var body: some View {
        NavigationView { // This is deprecated.
            List {
                NavigationLink("Purple", isActive: $isShowingPurple) {
                    ColorDetail(color: .purple)
                }
                NavigationLink("Pink", isActive: $isShowingPink) {
                    ColorDetail(color: .pink)
                }
                NavigationLink("Orange", isActive: $isShowingOrange) {
                    ColorDetail(color: .orange)
                }
            }
        }
        .navigationViewStyle(.stack) 
    }
}
