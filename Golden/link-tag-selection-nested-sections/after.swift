import SwiftUI

struct Course: Identifiable {
    let id: String
    var title: String
    var lessons: [Lesson]
}

struct Lesson: Identifiable {
    let id: String
    var title: String
    var minutes: Int
}

struct LessonPlayer: View {
    var lesson: Lesson

    var body: some View {
        Text(lesson.title)
            .navigationTitle(lesson.title)
    }
}

struct CourseOutline: View {
    var courses: [Course]
    @State private var currentLessonID: String?

    var body: some View {
        NavigationSplitView {
            List(selection: $currentLessonID) {
                ForEach(courses) { course in
                    Section(course.title) {
                        ForEach(course.lessons) { lesson in
                            NavigationLink(value: lesson.id) {
                                HStack {
                                    Text(lesson.title)
                                    Spacer()
                                    Text("\(lesson.minutes) min")
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Outline")
        } detail: {
            if let currentLessonID = currentLessonID, let lesson = courses.flatMap(\.lessons).first(where: { $0.id == currentLessonID }) {
                LessonPlayer(lesson: lesson)
            } else {
                Text("Pick a lesson to start")
            }
        }
    }
}
