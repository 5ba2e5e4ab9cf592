import SwiftUI

// Stand-ins for the app colours of Dimillian/ACHNBrowserUI (real ones: ACHNBrowserUI/Packages/UI/Sources/UI/Color.swift,
// which load named colours from the UI package asset catalogue via Bundle.module).

extension Color {
    static var acBackground: Color { Color(red: 0.96, green: 0.94, blue: 0.86) }
    static var acSecondaryBackground: Color { Color(red: 0.99, green: 0.98, blue: 0.93) }
    static var acHeaderBackground: Color { Color(red: 0.42, green: 0.66, blue: 0.45) }
    static var acHeaderText: Color { Color.white }
    static var acText: Color { Color(red: 0.38, green: 0.29, blue: 0.21) }
    static var acSecondaryText: Color { Color(red: 0.55, green: 0.48, blue: 0.40) }
}

// Stand-in for the Text style helper (real one: ACHNBrowserUI/ACHNBrowserUI/extensions/Text.swift).
extension Text {
    enum AppTextStyle {
        case title, rowTitle, rowDescription, rowDetail
        case sectionHeader
    }

    func style(appStyle: AppTextStyle) -> Text {
        switch appStyle {
        case .title: return self.font(.title).fontWeight(.bold).foregroundColor(.acText)
        case .sectionHeader: return self.font(.subheadline).fontWeight(.bold).foregroundColor(.acHeaderText)
        case .rowTitle: return self.font(.headline).fontWeight(.bold).foregroundColor(.acText)
        case .rowDetail: return self.font(.headline).fontWeight(.semibold).foregroundColor(.acHeaderBackground)
        case .rowDescription: return self.font(.subheadline).foregroundColor(.acText)
        }
    }
}
