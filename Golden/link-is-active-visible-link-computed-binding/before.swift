import SwiftUI

enum CounterAction {
    case setNavigation(isActive: Bool)
}

final class CounterStore: ObservableObject {
    @Published var isNavigationActive = false

    func send(_ action: CounterAction) {
        switch action {
        case .setNavigation(let isActive):
            isNavigationActive = isActive
        }
    }

    func binding(get: KeyPath<CounterStore, Bool>, send action: @escaping (Bool) -> CounterAction) -> Binding<Bool> {
        Binding(get: { self[keyPath: get] }, set: { self.send(action($0)) })
    }
}

struct CounterView: View {
    var body: some View {
        Text("Counter")
    }
}

struct LoadThenNavigateView: View {
    @ObservedObject var store: CounterStore

    var body: some View {
        NavigationView {
            Form {
                NavigationLink(
                    destination: CounterView(),
                    isActive: store.binding(
                        get: \.isNavigationActive,
                        send: CounterAction.setNavigation(isActive:)
                    )
                ) {
                    Text("Load optional counter")
                }
            }
            .navigationTitle("Load then navigate")
        }
    }
}

struct QuickOpenView: View {
    @ObservedObject var store: CounterStore

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Open", destination: CounterView(), isActive: store.binding(get: \.isNavigationActive, send: CounterAction.setNavigation(isActive:)))
                Text("Ready")
            }
        }
    }
}

struct HandedInView: View {
    let isShowingCounter: Binding<Bool>

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: CounterView(), isActive: isShowingCounter) {
                    Text("Counter")
                }
            }
        }
    }
}
