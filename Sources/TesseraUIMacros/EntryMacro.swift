import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry` on a property in an extension of `EnvironmentValues` (SwiftUI's macro): turns
/// `var name: Type = value` into a computed property over a private `EnvironmentKey` whose default
/// is `value`.
public struct EntryMacro: AccessorMacro, PeerMacro {
  /// The getter and setter: `self[__Key_name.self]`.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (name, _, _) = try property(declaration, node: node, context: context) else { return [] }
    return [
      "get { self[__Key_\(raw: name).self] }",
      "set { self[__Key_\(raw: name).self] = newValue }",
    ]
  }

  /// The key: `private struct __Key_name: EnvironmentKey { static var defaultValue: Type { value } }`.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (name, type, value) = try property(declaration, node: node, context: context) else { return [] }
    let defaultValue = value ?? (type.trimmedDescription.hasSuffix("?") ? "nil" : nil)
    guard let defaultValue else {
      context.diagnose(
        Diagnostic(node: Syntax(node), message: EntryMessage("@Entry needs a default value: `= value`")))
      return []
    }
    // In `extension FocusedValues`, the key is a focused-value key of the unwrapped type (the
    // property is optional and reads nil when nothing is focused), as SwiftUI's macro makes it.
    if extendedTypeName(context) == "FocusedValues" {
      return [
        """
        private struct __Key_\(raw: name): TesseraUI.FocusedValueKey {
          typealias Value = \(raw: unwrapped(type))
        }
        """
      ]
    }
    return [
      """
      private struct __Key_\(raw: name): TesseraUI.EnvironmentKey {
        static var defaultValue: \(type) { \(raw: defaultValue) }
      }
      """
    ]
  }

  /// The name of the type the enclosing extension extends (`EnvironmentValues`,
  /// `FocusedValues`…), its module prefix dropped; nil outside an extension.
  static func extendedTypeName(_ context: some MacroExpansionContext) -> String? {
    for node in context.lexicalContext {
      if let ext = node.as(ExtensionDeclSyntax.self) {
        let name = ext.extendedType.trimmedDescription
        return name.split(separator: ".").last.map(String.init) ?? name
      }
    }
    return nil
  }

  /// `T` of `T?` or `Optional<T>`; the type itself otherwise.
  static func unwrapped(_ type: TypeSyntax) -> String {
    if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmedDescription }
    let text = type.trimmedDescription
    if text.hasPrefix("Optional<"), text.hasSuffix(">") { return String(text.dropFirst(9).dropLast()) }
    return text
  }

  /// The property's name, type and initial value.
  static func property(
    _ declaration: some DeclSyntaxProtocol, node: AttributeSyntax, context: some MacroExpansionContext
  ) throws -> (String, TypeSyntax, String?)? {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      variable.bindings.count == 1,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else {
      context.diagnose(
        Diagnostic(node: Syntax(node), message: EntryMessage("@Entry applies to one `var` property")))
      return nil
    }
    guard let type = binding.typeAnnotation?.type.trimmed else {
      context.diagnose(
        Diagnostic(
          node: Syntax(node),
          message: EntryMessage("@Entry needs the property's type: `var \(name): Type = value`"))
      )
      return nil
    }
    return (name, type, binding.initializer?.value.trimmedDescription)
  }
}

/// A diagnostic of the macro.
struct EntryMessage: DiagnosticMessage {
  let message: String
  init(_ message: String) { self.message = message }
  var diagnosticID: MessageID { MessageID(domain: "TesseraUIMacros", id: "Entry") }
  var severity: DiagnosticSeverity { .error }
}
