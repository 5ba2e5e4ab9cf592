import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of TesseraUI's macros.
@main
struct TesseraUIMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [EntryMacro.self, PreviewMacro.self, PreviewableMacro.self]
}
