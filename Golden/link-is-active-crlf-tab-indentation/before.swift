import SwiftUI

struct Chapter {
	var title: String
}

struct ChapterView: View {
	var chapter: Chapter

	var body: some View {
		Text(chapter.title)
	}
}

struct ReaderHome: View {
	let current: Chapter
	let next: Chapter
	@State private var isReadingCurrent = false
	@State private var isReadingNext = false

	var body: some View {
		NavigationView {
			List {
				NavigationLink("Continue “\(current.title)”", isActive: $isReadingCurrent) {
					ChapterView(chapter: current)
				}
				NavigationLink("Next: \(next.title)", isActive: $isReadingNext) {
					ChapterView(chapter: next)
				}
			}
			.onAppear {
				if isReadingNext {
					isReadingNext = false
				}
			}
		}
	}
}
