// The sidebar is written twice in the split view's first column, once in each branch of an
// `#if`: refused, saying that it is the same sidebar under two branches (not two sidebars).
import SwiftUI
struct Bean: Identifiable, Hashable { let id: Int; var name: String }
struct BeanRoot: View {
    var beans: [Bean]
    @State private var picked: Int?
    var body: some View {
        NavigationView {
            #if os(macOS)
            BeanSidebar(beans: beans, picked: $picked).frame(minWidth: 200)
            #else
            BeanSidebar(beans: beans, picked: $picked)
            #endif
            Text("Pick one")
        }
    }
}
struct BeanSidebar: View {
    var beans: [Bean]
    @Binding var picked: Int?
    var body: some View {
        List(beans) { bean in
            NavigationLink(bean.name, tag: bean.id, selection: $picked) { Text(bean.name) }
        }
    }
}
