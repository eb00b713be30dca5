import SwiftUI

struct Station: Identifiable, Hashable {
	let id: Int
	var name: String
}

struct StationDetail: View {
	var station: Station

	var body: some View {
		Text(station.name)
	}
}

struct StationsView: View {
	var nearby: [Station]
	var saved: [Station]
	@State private var selection: Station?

	var body: some View {
		NavigationView {
			List {
				Section("Nearby") {
					ForEach(nearby) { station in
						NavigationLink(station.name, tag: station, selection: $selection) {
							StationDetail(station: station)
								.navigationTitle(station.name)
						}
					}
				}
				Section("Saved") {
					ForEach(saved) { station in
						NavigationLink(station.name, tag: station, selection: $selection) {
							StationDetail(station: station)
								.navigationTitle(station.name)
						}
					}
				}
			}
			Text("Select a station")
		}
	}
}
