import SwiftUI

// Stand-ins for horizontalsystems/unstoppable-wallet-ios, packages/WalletCore/Sources/WalletCore/UserInterface/
// ThemeKit/Colors.swift (`UIColor.themeInputFieldTintColor`, there `.themeLeah`, an asset colour) and
// Core/Managers/LanguageManager.swift (`String.localized`, there a bundle look-up).
extension UIColor {
    static var themeInputFieldTintColor: UIColor { .systemYellow }
}

extension String {
    var localized: String { self }
}
