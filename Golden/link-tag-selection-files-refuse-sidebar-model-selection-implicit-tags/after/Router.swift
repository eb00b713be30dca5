import Combine

// The sidebar selects through a model's member, whose type this run does not read from
// the view: `NavigationLink(value: .inbox)` would not compile (no type to infer), so the
// links are refused until their tags name the type.
final class Router: ObservableObject {
    @Published var screen: Screen?

    enum Screen {
        case inbox
        case archive
    }
}
