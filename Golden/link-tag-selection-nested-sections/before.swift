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
        NavigationView {
            List {
                ForEach(courses) { course in
                    Section(course.title) {
                        ForEach(course.lessons) { lesson in
                            NavigationLink(tag: lesson.id, selection: $currentLessonID) {
                                LessonPlayer(lesson: lesson)
                            } label: {
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

            Text("Pick a lesson to start")
        }
    }
}
