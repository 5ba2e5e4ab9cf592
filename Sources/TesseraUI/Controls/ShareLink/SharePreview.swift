/// How a shared item is shown in the share sheet, as SwiftUI's `SharePreview`: a title and an
/// optional image and icon. Kept with the share link (the share sheet is not drawn).
nonisolated public struct SharePreview<Image, Icon> {
  /// The title.
  let title: Text

  init(title: Text) { self.title = title }
}

nonisolated extension SharePreview where Image == Never, Icon == Never {
  /// A preview with a title.
  public init(_ title: Text) { self.init(title: title) }
  /// A preview with a title from a localized key.
  public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey)) }
  /// A preview with a title from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title)) }
}

extension SharePreview where Icon == Never {
  /// A preview with a title and an image.
  public init(_ title: Text, image: Image) { self.init(title: title) }
  /// A preview with a title from a localized key and an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: Text(titleKey)) }
  /// A preview with a title from a string and an image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title)) }
}

nonisolated extension SharePreview where Image == Never {
  /// A preview with a title and an icon.
  public init(_ title: Text, icon: Icon) { self.init(title: title) }
  /// A preview with a title from a localized key and an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey)) }
  /// A preview with a title from a string and an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title)) }
}

extension SharePreview {
  /// A preview with a title, an image and an icon.
  public init(_ title: Text, image: Image, icon: Icon) { self.init(title: title) }
  /// A preview with a title from a localized key, an image and an icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(title: Text(titleKey)) }
  /// A preview with a title from a string, an image and an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(title: Text(title)) }
}
