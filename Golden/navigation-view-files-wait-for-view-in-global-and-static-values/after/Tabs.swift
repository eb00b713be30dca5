import SwiftUI

struct Tabs: View {
    var body: some View {
        TabView {
            NavigationView {
                accountScreen
            }
            .navigationViewStyle(.stack)
            NavigationView {
                Screens.account
            }
            .navigationViewStyle(.stack)
            // A method of a static value called in code that runs is no view held in a value:
            // this one migrates.
            NavigationStack {
                VStack {
                    Text("Stats")
                        .onTapGesture { Analytics.shared.log("stats") }
                    StatsFooter(onShare: {
                        Analytics.shared.log("share")
                    })
                }
            }
        }
    }
}

struct StatsFooter: View {
    var onShare: () -> Void

    var body: some View {
        Button("Share", action: onShare)
    }
}
