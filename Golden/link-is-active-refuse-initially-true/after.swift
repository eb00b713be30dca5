import SwiftUI

struct TutorialView: View {
    var body: some View {
        Text("Tutorial")
    }
}

struct LibraryHome: View {
    var body: some View {
        Text("Library")
    }
}

struct FirstRunView: View {
    @State private var isShowingTutorial = true
    @State private var isShowingLibrary = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Tutorial", isActive: $isShowingTutorial) {
                    TutorialView()
                }
                NavigationLink("Library", isActive: $isShowingLibrary) {
                    LibraryHome()
                }
            }
        }
    }
}
