import SwiftUI

struct 日記View: View {
	var body: some View {
		Text("今日の日記 📓")
			.toolbar {
				ToolbarItem(placement: /* 左 ⬅️ */ .navigationBarLeading) { Text("戻る") }
				ToolbarItemGroup(placement: .navigationBarTrailing) {
					Text("保存 💾"); Text("共有")
				}
			}
	}
}
