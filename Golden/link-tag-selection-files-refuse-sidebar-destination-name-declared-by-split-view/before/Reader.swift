// The sidebar's link shows `Page`, the app's top-level view; the split view declares a nested
// `Page` of its own, which the destination would mean once it moves into that view's detail
// column. The screen stays, and the finding names the clash.
import SwiftUI

struct Page: View {
    var body: some View { Text("Chapter one") }
}

struct Reader: View {
    @State private var chapter: Chapter?

    var body: some View {
        NavigationView {
            ChapterList(chapter: $chapter)
            Page()
        }
    }

    struct Page: View {
        var body: some View { Text("Pick a chapter") }
    }
}
