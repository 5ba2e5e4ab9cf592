import SwiftUI

// Stand-in for thebaselab/codeapp, CodeApp/Extensions/Color+init.swift (`Color.init(id:)` resolves a
// colour of the editor theme by its id; the real one reads UIColor(named:) and the theme dictionaries).
extension Color {
    init(id: String) {
        self = .gray
    }
}
