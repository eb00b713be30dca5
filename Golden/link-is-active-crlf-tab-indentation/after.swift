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

	enum Route: Hashable, Codable {
		case readingCurrent, readingNext
	}

	@State private var path: [Route] = []

	var body: some View {
		NavigationStack(path: $path) {
			List {
				NavigationLink("Continue “\(current.title)”", value: Route.readingCurrent)
				NavigationLink("Next: \(next.title)", value: Route.readingNext)
			}
			.onAppear {
				if path.contains(.readingNext) {
					if let index = path.firstIndex(of: .readingNext) {
						path.removeSubrange(index...)
					}
				}
			}
			.navigationDestination(for: Route.self) { route in
				switch route {
				case .readingCurrent:
					ChapterView(chapter: current)
				case .readingNext:
					ChapterView(chapter: next)
				}
			}
		}
	}
}
