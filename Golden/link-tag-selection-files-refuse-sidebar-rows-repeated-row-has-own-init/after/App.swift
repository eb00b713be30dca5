// The row view a `ForEach` of the sidebar's list repeats has an initializer of its own, which may
// keep something else than the element it is handed: the detail column could not tell which row
// the selection picks, so it is refused, naming the initializer.
import SwiftUI
struct Seed: Identifiable, Hashable { let id: Int; var name: String }
struct Vault: View {
    var seeds: [Seed]
    @State private var chosen: Seed.ID?
    var body: some View {
        NavigationView {
            SeedList(seeds: seeds, chosen: $chosen)
            Text("No seed selected")
        }
    }
}
struct SeedList: View {
    var seeds: [Seed]
    @Binding var chosen: Seed.ID?
    var body: some View {
        List {
            ForEach(seeds) { seed in SeedRow(seed: seed, chosen: $chosen) }
        }
    }
}
struct SeedRow: View {
    var seed: Seed
    @Binding var chosen: Seed.ID?
    init(seed: Seed, chosen: Binding<Seed.ID?>) {
        self.seed = Seed(id: seed.id, name: seed.name.uppercased())
        _chosen = chosen
    }
    var body: some View {
        NavigationLink(seed.name, tag: seed.id, selection: $chosen) { Text("Seed \(seed.name)") }
    }
}
