/// Reports what a file holds; its `ContentView` is a class of its own, not the import
/// screen's view of that name.
final class Reporter {
    func makeView() -> ContentView {
        ContentView(tag: 1)
    }

    final class ContentView {
        var tag: Int

        init(tag: Int) {
            self.tag = tag
        }
    }
}
