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
        NavigationStack {
            Form {
                Button {
                    store.binding(
                        get: \.isNavigationActive,
                        send: CounterAction.setNavigation(isActive:)
                    ).wrappedValue = true
                } label: {
                    Text("Load optional counter")
                }
            }
            .navigationTitle("Load then navigate")
            .navigationDestination(isPresented: store.binding(
                get: \.isNavigationActive,
                send: CounterAction.setNavigation(isActive:)
            )) {
                CounterView()
            }
        }
    }
}

struct QuickOpenView: View {
    @ObservedObject var store: CounterStore

    var body: some View {
        NavigationStack {
            VStack {
                Button("Open") { store.binding(get: \.isNavigationActive, send: CounterAction.setNavigation(isActive:)).wrappedValue = true }
                Text("Ready")
            }
            .navigationDestination(isPresented: store.binding(get: \.isNavigationActive, send: CounterAction.setNavigation(isActive:))) {
                CounterView()
            }
        }
    }
}

struct HandedInView: View {
    let isShowingCounter: Binding<Bool>

    var body: some View {
        NavigationStack {
            List {
                Button { isShowingCounter.wrappedValue = true } label: {
                    Text("Counter")
                }
            }
            .navigationDestination(isPresented: isShowingCounter) {
                CounterView()
            }
        }
    }
}
