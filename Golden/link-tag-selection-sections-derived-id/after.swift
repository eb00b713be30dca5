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
        NavigationSplitView {
            List(selection: $selectedID) {
                Section("Active") {
                    ForEach(active) { project in
                        NavigationLink(project.name, value: project.id)
                    }
                }
                Section("Archived") {
                    ForEach(archived) { project in
                        NavigationLink(project.name, value: project.id)
                    }
                }
            }
            .listStyle(.sidebar)
        } detail: {
            if let selectedID = selectedID, let project = active.first(where: { $0.id == selectedID }) ?? archived.first(where: { $0.id == selectedID }) {
                ProjectDetail(project: project)
            } else {
                Text("Select a project")
            }
        }
    }
}
