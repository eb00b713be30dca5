import SwiftUI

struct Project: Identifiable {
    let id: Int
    var name: String
    var tasks: [String]
}

struct TaskList: View {
    var project: Project

    var body: some View {
        List(project.tasks, id: \.self) { task in
            NavigationLink(task) {
                Text(task)
            }
        }
        .navigationTitle(project.name)
    }
}

struct ProjectsView: View {
    var projects: [Project]

    var body: some View {
        NavigationSplitView {
            List(projects) { project in
                NavigationLink(project.name) {
                    TaskList(project: project)
                }
            }
        } content: {
            Text("No project selected")
        } detail: {
            Text("No task selected")
        }
    }
}
