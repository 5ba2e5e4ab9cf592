/// A part of a `List`, `Form` or lazy stack with an optional header and footer, as SwiftUI's
/// `Section`.
///
/// In a list, the section's rows form a group (a rounded group in the inset-grouped look); the
/// header is set in footnote size, secondary color and upper case above the group, the footer in
/// footnote size and secondary color below it. Outside lists, the header, content and footer are
/// stacked vertically.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer
  var isExpanded: Binding<Bool>?

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

extension Section {
  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }

  /// A section with a header and a footer (the older form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }
}

nonisolated extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }

  /// A section with a header (the older form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView())
  }
}

nonisolated extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer())
  }

  /// A section with a footer (the older form).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer)
  }
}

nonisolated extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

nonisolated extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a text header from a localized key (`Section("Account") { … }`).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }

  /// A section with a text header from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }

  /// A collapsible section with a text header (sidebars); the still shows it expanded or not as
  /// the binding says.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
  {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }

  /// A collapsible section with a text header from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}

nonisolated extension Section where Footer == EmptyView {
  /// A collapsible section with a header.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
  ) {
    self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}

/// Where sections are: in a list (the list draws them) or elsewhere (stacked).
extension Section: RowSource {
  func rowPieces(_ context: ResolveContext) -> [RowPiece] {
    var headerEnv = context.environment
    var footerEnv = context.environment
    if let kind = context.environment.activeListKind {
      ListNode.styleHeader(&headerEnv, kind: kind, footer: false)
      ListNode.styleHeader(&footerEnv, kind: kind, footer: true)
    }
    let header = resolve(self.header, context.child(0).with(headerEnv))
    let footer = resolve(self.footer, context.child(2).with(footerEnv))
    let expanded = isExpanded?.wrappedValue ?? true
    let content = expanded ? TesseraUI.rowPieces(self.content, context.child(1)) : []
    return [.section(SectionPieces(header: header, footer: footer, content: content, isExpanded: expanded))]
  }
}

nonisolated extension Section: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    // Outside a list: header, content and footer in order, laid out by the parent.
    resolve(header, context.child(0)) + resolve(content, context.child(1)) + resolve(footer, context.child(2))
  }
}
