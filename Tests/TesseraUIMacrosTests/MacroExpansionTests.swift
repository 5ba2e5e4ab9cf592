import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import Testing
import XCTest

@testable import TesseraUIMacros

/// The expansions of TesseraUI's macros, as text.
final class MacroExpansionTests: XCTestCase {
  let macros: [String: Macro.Type] = [
    "Entry": EntryMacro.self, "Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self,
  ]

  func testEntryMakesAKeyAndAccessors() {
    assertMacroExpansion(
      """
      extension EnvironmentValues {
        @Entry var accent: Color = .blue
      }
      """,
      expandedSource: """
        extension EnvironmentValues {
          var accent: Color {
              get {
                  self[__Key_accent.self]
              }
              set {
                  self[__Key_accent.self] = newValue
              }
          }

          private struct __Key_accent: TesseraUI.EnvironmentKey {
            static var defaultValue: Color {
                .blue
            }
          }
        }
        """, macros: macros)
  }

  func testEntryWithoutATypeIsAnError() {
    assertMacroExpansion(
      """
      extension EnvironmentValues {
        @Entry var accent = 3
      }
      """,
      expandedSource: """
        extension EnvironmentValues {
          var accent = 3
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Entry needs the property's type: `var accent: Type = value`", line: 2, column: 3),
        DiagnosticSpec(
          message: "@Entry needs the property's type: `var accent: Type = value`", line: 2, column: 3),
      ], macros: macros)
  }

  func testPreviewableVariablesBecomeAView() throws {
    let source = """
      #Preview("On") {
        @Previewable @State var isOn = true
        Toggle("Wi-Fi", isOn: $isOn)
      }
      """
    // The expansion holds a view with the state as a stored property, and the preview's name.
    assertMacroExpansion(
      source,
      expandedSource: """
        struct __macro_local_11PreviewViewfMu_: TesseraUI.View {
          @State var isOn = true
          var body: some TesseraUI.View {
            Toggle("Wi-Fi", isOn: $isOn)
          }
        }
        public struct __macro_local_7PreviewfMu_: TesseraUI.PreviewRegistration {
          public static let preview = TesseraUI.Preview("On", fileID: "TestModule/test.swift", line: 1, filePath: "test.swift", viewName: "Toggle") { __macro_local_11PreviewViewfMu_() }
        }
        """, macros: macros)
  }

  func testUnnamedPreviewIsNamedByItsView() throws {
    // The view's type is read through the modifiers after it; a body that ends otherwise has none.
    assertMacroExpansion(
      """
      #Preview {
        ProfileCard(user: .sample).padding().environment(\\.colorScheme, .dark)
      }
      #Preview(traits: .sizeThatFitsLayout) {
        let name = "Ada"
        Text(name)
      }
      """,
      expandedSource: """
        public struct __macro_local_7PreviewfMu_: TesseraUI.PreviewRegistration {
          public static let preview = TesseraUI.Preview(fileID: "TestModule/test.swift", line: 1, filePath: "test.swift", viewName: "ProfileCard") {
            ProfileCard(user: .sample).padding().environment(\\.colorScheme, .dark)
          }
        }
        public struct __macro_local_7PreviewfMu0_: TesseraUI.PreviewRegistration {
          public static let preview = TesseraUI.Preview(traits: .sizeThatFitsLayout, fileID: "TestModule/test.swift", line: 4, filePath: "test.swift", viewName: "Text") {
            let name = "Ada"
            Text(name)
          }
        }
        """, macros: macros)
  }
}
