import Foundation

extension AttributeScopes {
  /// SwiftUI's attributes of an `AttributedString` (`string.font = .headline`,
  /// `string.foregroundColor = .red`), which `Text(_: AttributedString)` draws.
  public struct SwiftUIAttributes: AttributeScope {
    /// The font of the run.
    public let font: FontAttribute
    /// The color of the run's glyphs.
    public let foregroundColor: ForegroundColorAttribute
    /// A color behind the run (kept; not drawn).
    public let backgroundColor: BackgroundColorAttribute
    /// A line through the run.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// A line under the run.
    public let underlineStyle: UnderlineStyleAttribute
    /// Extra space between characters, in points.
    public let kern: KerningAttribute
    /// Extra space after each character, in points.
    public let tracking: TrackingAttribute
    /// How far the run is raised, in points (lowered when negative).
    public let baselineOffset: BaselineOffsetAttribute

    /// The run's font.
    public enum FontAttribute: AttributedStringKey {
      /// A font.
      public typealias Value = Font
      /// The attribute's name.
      public static let name = "SwiftUI.Font"
    }

    /// The run's glyph color.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A color.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// A color behind the run.
    public enum BackgroundColorAttribute: AttributedStringKey {
      /// A color.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.BackgroundColor"
    }

    /// A line through the run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      /// A line style.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// A line under the run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// A line style.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// Extra space between characters.
    public enum KerningAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.Kern"
    }

    /// Extra space after each character.
    public enum TrackingAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.Tracking"
    }

    /// How far the run is raised.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// SwiftUI's attributes, for `AttributedString`'s scoped APIs.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// SwiftUI's attributes by name on an `AttributedString` or its runs (`string.font`).
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}
