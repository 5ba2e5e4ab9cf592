import SwiftUI

// App view (Trio/Sources/Views/DefinitionRow.swift), body reduced
struct DefinitionRow<DefinitionView: View>: View {
    var term: String
    var definition: DefinitionView
    var color: Color?
    var fontSize: Font?
    var iconString: String?
    var shouldRotateIcon: Bool?

    init(term: String, definition: DefinitionView, color: Color? = nil, fontSize: Font? = nil, iconString: String? = nil, shouldRotateIcon: Bool = false) {
        self.term = term
        self.definition = definition
        self.color = color
        self.fontSize = fontSize
        self.iconString = iconString
        self.shouldRotateIcon = shouldRotateIcon
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(term)
            definition
        }
    }
}
