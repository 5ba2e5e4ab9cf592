import TesseraDisplayList

/// A view with a badge: in a list row the badge's text is drawn trailing in the secondary color;
/// elsewhere the view is drawn as it is and containers (tab bars) read the badge.
final class BadgeNode: WrapperNode {
  /// The badge's text (nil: no badge).
  let text: String?
  /// The badge as a view (list rows).
  let badge: LayoutNode?
  let inline: Bool
  static let spacing = 8.0

  init(child: LayoutNode, text: String?, badge: LayoutNode?, inline: Bool) {
    self.text = text
    self.badge = badge
    self.inline = inline
    super.init(child: child)
    if let text { traits[Text.self] = text }
  }

  /// The text of the outermost badge with one, which a tab bar draws on the tab's icon.
  enum Text: ViewTraitKey {
    static var defaultValue: String? { nil }
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    guard inline, let badge else { return child.size(for: p) }
    let b = badge.size(for: .unspecified)
    let inner = ProposedViewSize(width: p.width.map { max(0, $0 - b.width - Self.spacing) }, height: p.height)
    let c = child.size(for: inner)
    let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? (c.width + Self.spacing + b.width)
    return Size(width: width, height: max(c.height, b.height))
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    guard inline, let badge else {
      child.render(in: rect, proposal: proposal, into: &items)
      return
    }
    let b = badge.size(for: .unspecified)
    let inner = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - b.width - Self.spacing) }, height: proposal.height)
    let c = child.size(for: inner)
    let rtl = direction == .rightToLeft
    let cx = rtl ? rect.maxX - c.width : rect.minX
    let bx = rtl ? rect.minX : rect.maxX - b.width
    child.render(
      in: Rect(x: cx, y: rect.midY - c.height / 2, width: c.width, height: c.height), proposal: inner,
      into: &items)
    badge.render(
      in: Rect(x: bx, y: rect.midY - b.height / 2, width: b.width, height: b.height), proposal: .unspecified,
      into: &items)
  }
}

nonisolated extension View {
  /// A count shown with the view: trailing in a list row, on the tab's icon in a tab bar; 0 shows
  /// no badge.
  public func badge(_ count: Int) -> some View {
    badgeModifier(count == 0 ? nil : Text(verbatim: "\(count)"), count == 0 ? nil : "\(count)")
  }

  /// A text shown with the view (nil: no badge).
  public func badge(_ label: Text?) -> some View {
    badgeModifier(label, label?.content)
  }

  /// A text shown with the view, from a localized key (nil: no badge).
  public func badge(_ key: LocalizedStringKey?) -> some View {
    let text = key.map { Text($0) }
    return badgeModifier(text, text?.content)
  }

  /// A text shown with the view, from a string (nil: no badge).
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    badgeModifier(label.map { Text($0) }, label.map { String($0) })
  }

  private func badgeModifier(_ label: Text?, _ string: String?) -> some View {
    modifier(
      WrappingModifier { child, context in
        var env = context.environment
        env.foregroundStyle = AnyShapeStyle(SystemColors.secondaryLabel.color)
        env.stackAxis = nil
        let inline = context.environment.isListRow
        let badge = inline ? label.flatMap { resolve($0, context.child(0xBA).with(env)).first } : nil
        return BadgeNode(child: child, text: string, badge: badge, inline: inline)
      })
  }
}
