import SwiftUI

// Stand-ins for the app's Styleguide (Color+Extensions, Font+Extensions), Constants and View+Extensions.
extension Color {
  static var contentText: Color { .primary }
  static var titleText: Color { .primary }
  static var background: Color { .white }
  static var separator: Color { .gray }
  static var iconButton: Color { .gray }
  static var buttonText: Color { .white }
  static var primaryButtonBackground: Color { .green }
  static var secondaryButtonBackground: Color { .gray }
  static var destructiveButtonBackground: Color { .red }
  static var snackError: Color { .red }
  static var snackWarning: Color { .orange }
  static var snackSuccess: Color { .green }
  static var snackText: Color { .white }
  static var searchFieldBackground: Color { .white }
  static var searchFieldBorder: Color { .gray }
  static var searchFieldIcon: Color { .gray }
  static var searchFieldText: Color { .primary }
  static var searchFieldShadow: Color { .gray }
}

extension Font {
  static var uiTitle2: Font { .title2 }
  static var uiTitle5: Font { .headline }
  static var uiLabel: Font { .body }
  static var uiCaption: Font { .caption }
  static var uiBodyCustom: Font { .body }
  static var uiBodyAppleDefault: Font { .body }
  static var uiButtonLabelLarge: Font { .headline }
}

extension Image {
  static var close: Image { Image(systemName: "xmark") }
  static var closeWhite: Image { Image(systemName: "xmark") }
}

extension String {
  static let filters = "Filters"
  static let settings = "Settings"
  static let search = "Search…"
}

extension View {
  var inAllColorSchemes: some View { self }
}
