import SwiftUI

struct Course: Identifiable {
	let id: Int
	var title: String
}

struct LessonList: View {
	var course: Course

	var body: some View {
		Text("Lessons for \(course.title)")
	}
}

struct CoursesView: View {
	var courses: [Course]

	var body: some View {
		NavigationView {
			List(courses) { course in
				NavigationLink(course.title) {
					LessonList(course: course)
				}
			}
			.navigationTitle("Courses")
			Text("Select a course")
			Text("Select a lesson")
		}
		.navigationViewStyle(.columns)
	}
}
