import SwiftUI

// Two helpers used only in each other (a tree drawn through `AnyView`, which nothing shows
// yet): reading where a view in them is shown stops where it has been, and the navigation
// view migrates. (navmigrate went round for ever here.)

struct Leaf: View {
    var body: some View { Text("Leaf") }
}

struct Tree: View {
    let depth: Int

    var body: some View {
        NavigationView {
            Text("Root")
        }
        .navigationViewStyle(.stack)
    }

    var branch: AnyView {
        AnyView(VStack { Leaf(); if depth > 0 { twig } })
    }

    var twig: AnyView {
        AnyView(HStack { branch })
    }
}
