import SwiftUI

struct MapScreen: View {
    var body: some View {
        Text("Map")
    }
}

struct ListScreen: View {
    var body: some View {
        Text("List")
    }
}

struct ExploreView: View {
    @State private var isShowingMap = false
    @State private var isShowingList = false

    var body: some View {
        NavigationView {
            VStack {
                if isShowingMap || isShowingList {
                    Text("Returning from a screen")
                        .foregroundStyle(.secondary)
                }
                NavigationLink("Map", destination: MapScreen(), isActive: $isShowingMap)
                NavigationLink("List", destination: ListScreen(), isActive: $isShowingList)
            }
            .onAppear {
                if !self.isShowingMap {
                    print("map closed")
                }
            }
        }
    }
}
