// Stubs for the ground-truth harness: what Tests/Shared/DesignSystem/Components/CollapsibleViewTests.swift defines for
// this case (nothing: the view is the app's own), and the part of the app's SwiftGen L10n the copied source uses
// (Sources/Shared/Resources/Swiftgen/Strings.swift at 83eeb7a; accessibility strings only, never drawn).
import Foundation
import SwiftUI

// From Sources/Shared/Resources/Swiftgen/Strings.swift (the entries CollapsibleView.swift uses).
public enum L10n {
  public enum Component {
    public enum CollapsibleView {
      /// Collapse
      public static var collapse: String { return L10n.tr("Localizable", "component.collapsible_view.collapse") }
      /// Expand
      public static var expand: String { return L10n.tr("Localizable", "component.collapsible_view.expand") }
    }
  }
}

// MARK: - Implementation Details

extension L10n {
  // Stand-in for the app's lookup (`Current.localized.string(key, table)`): the English values of
  // Sources/App/Resources/en.lproj/Localizable.strings.
  private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
    let format = english[key] ?? key
    return String(format: format, locale: Locale.current, arguments: args)
  }

  private static let english: [String: String] = [
    "component.collapsible_view.collapse": "Collapse",
    "component.collapsible_view.expand": "Expand",
  ]
}
