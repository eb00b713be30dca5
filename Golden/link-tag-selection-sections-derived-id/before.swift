import SwiftUI

struct Project: Identifiable {
    let id: Int
    var name: String
    var isArchived: Bool
}

struct ProjectDetail: View {
    var project: Project

    var body: some View {
        Text(project.name)
            .navigationTitle(project.name)
    }
}

struct ProjectsSidebar: View {
    var active: [Project]
    var archived: [Project]
    @State private var selectedID: Int?

    var body: some View {
        NavigationView {
            List {
                Section("Active") {
                    ForEach(active) { project in
                        NavigationLink(project.name, tag: project.id, selection: $selectedID) {
                            ProjectDetail(project: project)
                        }
                    }
                }
                Section("Archived") {
                    ForEach(archived) { project in
                        NavigationLink(project.name, tag: project.id, selection: $selectedID) {
                            ProjectDetail(project: project)
                        }
                    }
                }
            }
            .listStyle(.sidebar)
            Text("Select a project")
        }
    }
}
