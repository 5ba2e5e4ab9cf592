import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: ...) { body }` (SwiftUI's macro): declares a type holding a
/// `Preview` value with the name, traits, file, line and body. `@Previewable` variables at the top
/// of the body become the stored properties of a generated view, so `@Previewable @State var x`
/// works as in SwiftUI.
public struct PreviewMacro: DeclarationMacro {
  /// The expansion is written already laid out: not reformatted by swift-syntax (which, in a debug
  /// build of a package with many previews, cost more than the rest of the expansion).
  public static var formatMode: FormatMode { .disabled }

  /// The preview's declaration.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
    else {
      context.diagnose(
        Diagnostic(node: Syntax(node), message: MacroMessage("#Preview needs a body: #Preview { MyView() }")))
      return []
    }
    var arguments: [String] = []
    for argument in node.arguments where argument.expression.as(ClosureExprSyntax.self) == nil {
      let label = argument.label.map { "\($0.text): " } ?? ""
      arguments.append(label + argument.expression.trimmedDescription)
    }
    let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let file = location.map { $0.file.trimmedDescription } ?? "#fileID"
    let line = location.map { $0.line.trimmedDescription } ?? "#line"
    let path = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
    arguments.append("fileID: \(file)")
    arguments.append("line: \(line)")
    arguments.append("filePath: \(path.map { $0.file.trimmedDescription } ?? "#filePath")")
    if let name = viewName(of: closure) {
      arguments.append("viewName: \(StringLiteralExprSyntax(content: name).trimmedDescription)")
    }

    // @Previewable variables become stored properties of a view made for this preview.
    var previewable: [String] = []
    var rest: [String] = []
    for item in closure.statements {
      if let variable = item.item.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
        })
      {
        let kept = variable.attributes.filter {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable"
        }
        previewable.append(variable.with(\.attributes, kept).trimmedDescription)
      } else {
        rest.append(item.trimmedDescription)
      }
    }
    // The registration is public: an optimized build (whole-module, release) emits the metadata
    // and conformance record of an internal type only when something uses it, and nothing does:
    // the preview is found at run time from that record.
    let holder = context.makeUniqueName("Preview")
    if previewable.isEmpty {
      return [
        """
        public struct \(holder): TesseraUI.PreviewRegistration {
          public static let preview = TesseraUI.Preview(\(raw: arguments.joined(separator: ", "))) {
            \(raw: rest.joined(separator: "\n    "))
          }
        }
        """
      ]
    }
    let view = context.makeUniqueName("PreviewView")
    let viewDecl: DeclSyntax = """
      struct \(view): TesseraUI.View {
        \(raw: previewable.joined(separator: "\n  "))
        var body: some TesseraUI.View {
          \(raw: rest.joined(separator: "\n    "))
        }
      }
      """
    let holderDecl: DeclSyntax = """
      public struct \(holder): TesseraUI.PreviewRegistration {
        public static let preview = TesseraUI.Preview(\(raw: arguments.joined(separator: ", "))) { \(view)() }
      }
      """
    // Unformatted declarations are joined as they are: the second starts on a line of its own.
    return [viewDecl, holderDecl.with(\.leadingTrivia, .newline)]
  }
}

/// The type name of the view a preview body shows: its last statement's outermost call, with the
/// modifiers after it taken off (`ProfileCard(user: .sample).padding()` gives "ProfileCard"); nil
/// when the body does not end in such a call.
func viewName(of closure: ClosureExprSyntax) -> String? {
  guard let last = closure.statements.last?.item.as(ExprSyntax.self) else { return nil }
  var expression = last
  for _ in 0..<64 {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
        expression = base
        continue
      }
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
        let reference = generic.expression.as(DeclReferenceExprSyntax.self)
      {
        return reference.baseName.text
      }
      return nil
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      expression = base
      continue
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let text = reference.baseName.text
      return text.first?.isUppercase == true ? text : nil
    }
    return nil
  }
  return nil
}

/// `@Previewable` on a variable at the top of a `#Preview` body: handled by ``PreviewMacro``;
/// on its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
  /// Nothing: `#Preview` moves the variable into a view.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// A diagnostic of TesseraUI's macros.
struct MacroMessage: DiagnosticMessage {
  let message: String
  init(_ message: String) { self.message = message }
  var diagnosticID: MessageID { MessageID(domain: "TesseraUIMacros", id: "Preview") }
  var severity: DiagnosticSeverity { .error }
}
