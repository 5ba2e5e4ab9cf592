import TesseraUI

/// The look of ``LabeledToggle``: the label's text styles and the switch's colors. It is a
/// SwiftUI `ToggleStyle` (`LabeledToggleStyle+ToggleStyle.swift`): set it on any `Toggle`.
public struct LabeledToggleStyle: Hashable, Sendable {
  /// The title.
  public var title: PrimaryTextStyle
  /// The subtitle under the title.
  public var subtitle: PrimaryTextStyle
  /// The track when on.
  public var onTrack: Color
  /// The track when off.
  public var offTrack: Color
  /// The thumb.
  public var thumb: Color
  /// The row's minimum height in points before density scaling. Default 44 (a touch target).
  public var minimumHeight: Double

  /// Creates a style.
  public init(
    title: PrimaryTextStyle, subtitle: PrimaryTextStyle, onTrack: Color, offTrack: Color,
    thumb: Color = .white,
    minimumHeight: Double = Constants.minimumControlHeight
  ) {
    self.title = title
    self.subtitle = subtitle
    self.onTrack = onTrack
    self.offTrack = offTrack
    self.thumb = thumb
    self.minimumHeight = minimumHeight
  }
}
