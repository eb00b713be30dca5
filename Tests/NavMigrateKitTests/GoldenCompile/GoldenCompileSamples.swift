/// Realistic before/after pairs, modelled on Apple's "Migrating to new navigation types",
/// that the checker's own tests type-check in a scratch folder. Containers here; links and
/// bars in GoldenCompileSamples+Links.swift.
enum GoldenCompileSamples {
    /// Case name -> file name -> contents.
    static let cases: [String: [String: String]] = [
        "stack-style": ["before.swift": stackStyleBefore, "after.swift": stackStyleAfter],
        "two-columns": ["before.swift": twoColumnsBefore, "after.swift": twoColumnsAfter],
        "three-columns": ["before.swift": threeColumnsBefore, "after.swift": threeColumnsAfter],
        "is-active-path": ["before.swift": isActiveBefore, "after.swift": typedPathAfter],
        "tag-selection-list": ["before.swift": selectionBefore, "after.swift": selectionAfter],
        "bar-items": ["before.swift": barItemsBefore, "after.swift": barItemsAfter],
        "item-destination": [
            "before.swift": itemDestinationBefore, "after.swift": itemDestinationAfter, "ios17": "",
        ],
    ]

    static let stackStyleBefore = #"""
        import SwiftUI

        struct Recipe: Identifiable, Hashable {
            let id = UUID()
            var name: String
        }

        struct RecipeDetail: View {
            var recipe: Recipe
            var body: some View { Text(recipe.name).font(.title) }
        }

        struct RecipeList: View {
            var recipes: [Recipe]

            var body: some View {
                NavigationView {
                    List(recipes) { recipe in
                        NavigationLink(recipe.name, destination: RecipeDetail(recipe: recipe))
                    }
                    .navigationBarTitle("Recipes")
                }
                .navigationViewStyle(.stack)
            }
        }

        struct RecipeList_Previews: PreviewProvider {
            static var previews: some View {
                RecipeList(recipes: [Recipe(name: "Soup")])
            }
        }
        """#

    static let stackStyleAfter = #"""
        import SwiftUI

        struct Recipe: Identifiable, Hashable {
            let id = UUID()
            var name: String
        }

        struct RecipeDetail: View {
            var recipe: Recipe
            var body: some View { Text(recipe.name).font(.title) }
        }

        struct RecipeList: View {
            var recipes: [Recipe]

            var body: some View {
                NavigationStack {
                    List(recipes) { recipe in
                        NavigationLink(recipe.name) {
                            RecipeDetail(recipe: recipe)
                        }
                    }
                    .navigationTitle("Recipes")
                }
            }
        }

        #Preview {
            RecipeList(recipes: [Recipe(name: "Soup")])
        }
        """#

    static let twoColumnsBefore = #"""
        import SwiftUI

        struct Mail: Identifiable {
            let id: Int
            var subject: String
        }

        struct Inbox: View {
            var mails: [Mail]

            var body: some View {
                NavigationView {
                    List(mails) { mail in
                        NavigationLink(destination: Text(mail.subject)) {
                            Label(mail.subject, systemImage: "envelope")
                        }
                    }
                    .navigationTitle("Inbox")
                    Text("No message selected")
                        .foregroundStyle(.secondary)
                }
                .navigationViewStyle(DoubleColumnNavigationViewStyle())
            }
        }
        """#

    static let twoColumnsAfter = #"""
        import SwiftUI

        struct Mail: Identifiable {
            let id: Int
            var subject: String
        }

        struct Inbox: View {
            var mails: [Mail]

            var body: some View {
                NavigationSplitView {
                    List(mails) { mail in
                        NavigationLink {
                            Text(mail.subject)
                        } label: {
                            Label(mail.subject, systemImage: "envelope")
                        }
                    }
                    .navigationTitle("Inbox")
                } detail: {
                    Text("No message selected")
                        .foregroundStyle(.secondary)
                }
            }
        }
        """#

    static let threeColumnsBefore = #"""
        import SwiftUI

        struct Sidebar: View {
            var body: some View { List { Text("Folders") }.listStyle(.sidebar) }
        }

        struct Messages: View {
            var body: some View { List { Text("Messages") } }
        }

        struct Reader: View {
            var body: some View { Text("Select a message") }
        }

        struct MailApp: View {
            var body: some View {
                NavigationView {
                    Sidebar()
                    Messages()
                    Reader()
                }
                .navigationViewStyle(.columns)
            }
        }
        """#

    static let threeColumnsAfter = #"""
        import SwiftUI

        struct Sidebar: View {
            var body: some View { List { Text("Folders") }.listStyle(.sidebar) }
        }

        struct Messages: View {
            var body: some View { List { Text("Messages") } }
        }

        struct Reader: View {
            var body: some View { Text("Select a message") }
        }

        struct MailApp: View {
            @State private var visibility: NavigationSplitViewVisibility = .all

            var body: some View {
                NavigationSplitView(columnVisibility: $visibility) {
                    Sidebar()
                } content: {
                    Messages()
                        .navigationSplitViewColumnWidth(min: 200, ideal: 280)
                } detail: {
                    Reader()
                }
                .navigationSplitViewStyle(.balanced)
            }
        }
        """#
}
