final class Router {
    func present(route: Int) {}
}

final class BasketModel {
    let router = Router()

    func openHelp() {
        router.present(route: 3)
    }
}
