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
		NavigationSplitView {
			List(selection: $selection) {
				Section("Nearby") {
					ForEach(nearby) { station in
						NavigationLink(station.name, value: station)
					}
				}
				Section("Saved") {
					ForEach(saved) { station in
						NavigationLink(station.name, value: station)
					}
				}
			}
		} detail: {
			if let station = selection {
				StationDetail(station: station)
					.navigationTitle(station.name)
			} else {
				Text("Select a station")
			}
		}
	}
}
