import SwiftUI

struct WelcomeView: View {
    var body: some View {
        Text("Welcome")
    }
}

struct AnalyticsView: View {
    var body: some View {
        Text("Analytics")
    }
}

struct LaunchView: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: WelcomeView(), isActive: .constant(true)) {
                EmptyView()
            }
        }
    }
}

struct ReportsView: View {
    @State private var isShowingAnalytics = false
    @State private var openCount = 0

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Analytics", isActive: Binding(
                    get: { isShowingAnalytics },
                    set: { newValue in
                        if newValue { openCount += 1 }
                        isShowingAnalytics = newValue
                    }
                )) {
                    AnalyticsView()
                }
                Text("Opened \(openCount) times")
            }
        }
    }
}
