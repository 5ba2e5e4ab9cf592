/// The measurements a ``SystemDesign`` draws lists and controls with, in points: the figures each
/// design's styles read, measured on iOS simulator references of that design
/// (`Docs/Fidelity.md`, `Examples/GroundTruth/`).
struct DesignMetrics: Sendable {
  /// An inset-grouped or grouped list's measurements.
  struct ListMetrics: Sendable {
    /// The least height of a row.
    var minRowHeight: Double
    /// A row's content inset (`.listRowInsets` replaces it).
    var rowInsets: EdgeInsets
    /// An inset-grouped section's inset from the list's leading and trailing edges.
    var groupInset: Double
    /// An inset-grouped section's corner radius (at most half its height).
    var cornerRadius: Double
    /// Whether a separator stops short of the section's trailing edge by the row's trailing inset
    /// (iOS 26) instead of running to it (iOS 17/18).
    var separatorTrailingInset: Bool = false
    /// Whether grouped sections' headers are in the headline font as written (iOS 26) instead of
    /// footnote and upper case (iOS 17/18); secondary in both.
    var headlineHeaders: Bool = false
    /// The space between a grouped section's header and its group.
    var headerSpacing: Double = 6
    /// The space between a section's group and its footer.
    var footerSpacing: Double = 6
    /// The space between a footer's text and the next grouped section (where no spacing is
    /// asked for with `listSectionSpacing`); between sections without a footer it is 35.
    var spacingAfterFooter: Double = 35
    /// Whether the least row height follows the body text's size (one point per point of
    /// Dynamic Type from `.large`'s 17) instead of staying put.
    var rowHeightFollowsBody: Bool = false
  }

  /// A switch's measurements (`Toggle` in the switch style).
  struct SwitchMetrics: Sendable {
    /// The track's size.
    var trackWidth: Double, trackHeight: Double
    /// The thumb's size, inset from the track's ends by `thumbInset`.
    var thumbWidth: Double, thumbHeight: Double, thumbInset: Double
    /// The height the switch takes in a list row's layout, when less than the track's (which is
    /// then drawn centred on it, reaching past it): nil, the track's.
    var layoutHeight: Double? = nil
    /// The width the switch takes in layout, when less than the track's (which is then drawn from
    /// the frame's leading edge, reaching past its trailing edge): nil, the track's.
    var layoutWidth: Double? = nil
    /// Whether the thumb's shadow is one soft shade drawn on the track only (iOS 17/18: black at
    /// 12%, blur 8, 1 pt down, as the track's capsule filled with its falloff) instead of two
    /// shadows cast freely (black at 15%, blur 8, and 6%, blur 1, both 3 pt down).
    var thumbShadowOnTrack: Bool = false
  }

  /// A slider's measurements.
  struct SliderMetrics: Sendable {
    /// The track's thickness (a capsule).
    var trackHeight: Double
    /// The thumb's size (a circle when both are equal, else a capsule).
    var thumbWidth: Double, thumbHeight: Double
  }

  /// A segmented picker's measurements.
  struct SegmentedMetrics: Sendable {
    /// The control's height.
    var height: Double
    /// The corner radius of the track (a capsule at half the height) and of the selected segment.
    var radius: Double, segmentRadius: Double
  }

  /// A sheet's measurements.
  struct SheetMetrics: Sendable {
    /// A full-width sheet's top corner radius.
    var topRadius: Double
    /// Its background.
    var fill: SystemColors.Pair
    /// The grabber's distance from the sheet's top.
    var grabberTop: Double
    /// How a sheet at a partial height floats (iOS 26), or nil when it spans the width as at the
    /// large detent.
    var floating: FloatingSheetMetrics? = nil
  }

  /// A floating sheet's inset from the screen's sides and bottom, its top and bottom corner
  /// radii, and its background.
  struct FloatingSheetMetrics: Sendable {
    var inset: Double, topRadius: Double, bottomRadius: Double
    var fill: SystemColors.Pair
  }

  /// Lists.
  var list: ListMetrics
  /// Switches.
  var toggleSwitch: SwitchMetrics
  /// Sliders.
  var slider: SliderMetrics
  /// Segmented pickers.
  var segmented: SegmentedMetrics
  /// Sheets.
  var sheet: SheetMetrics

  /// iOS 17 and 18: rows at least 44 high with 8/20 content insets, sections 20 from the edges,
  /// 10 round (a row's content is as far inside its section as the section is from the list's
  /// edge: both are the list's layout margin; Spezi's iOS 18 inset-grouped row at 3x on a 390 pt
  /// screen: the section 60 px from the edge, its text 123 px, 1 px of it the glyph's bearing); switches 51 by 31 with a 27 pt round thumb, laid out 49 wide; sliders' tracks 4 pt with a 28 pt
  /// thumb; segmented pickers 32 pt tall, 9 pt round.
  static let ios18 = DesignMetrics(
    list: ListMetrics(
      minRowHeight: 44, rowInsets: EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20), groupInset: 20,
      cornerRadius: 10),
    toggleSwitch: SwitchMetrics(
      trackWidth: 51, trackHeight: 31, thumbWidth: 27, thumbHeight: 27, thumbInset: 2, layoutWidth: 49,
      thumbShadowOnTrack: true),
    slider: SliderMetrics(trackHeight: 4, thumbWidth: 28, thumbHeight: 28),
    segmented: SegmentedMetrics(height: 32, radius: 9, segmentRadius: 7),
    sheet: SheetMetrics(topRadius: 10, fill: SystemColors.pair(0xFFFFFF, 0x1C1C1E), grabberTop: 5))

  /// iOS 26: rows at least 52 high at `.large` (51 at `.medium`: the least height follows the
  /// body size) with 15/16 content insets, sections 16 from the edges and 26 round (a one-row
  /// section is a capsule), separators 16 from both edges of the section; a headerless first
  /// section 7 below a top margin `.contentMargins` sets (Home Assistant's privacy screen, iOS
  /// 26.4: 4 asked, the group 11 below the safe area); measured on iOS 26 list references at 3x
  /// (Spezi's, iOS 26.1, drawn at `.medium`: the section 48 px from the edge, text 99 px in, a
  /// radius fitting 78 px, a grid row of three 16 pt lines and a divider 337 px tall, its text
  /// 45 px below the row's top;
  /// AccessibilitySnapshot's, iOS 26.2: single-line rows 156 px; Home Assistant's, iOS 26.4: a
  /// header's baseline 14 above its group; AccessibilitySnapshot's 26.2: a footer's caps 11.3
  /// below its group, its line 8; Home Assistant's 26.4: the next section 24 below a footer's
  /// text where it is 35 below a section without one). Switches: a 63 by 28 track laid out 21 high in a list row (Home Assistant's
  /// switch rows are 51 high at `.medium`, as its text rows: with 15 above and below, the switch
  /// takes no more than a line of text; its track reaches past that, centred)
  /// (measured on iOS 26.2), a 37 by 24 capsule thumb (the glass thumb does not show in
  /// snapshot references; sized from the track). Sliders: a 6 pt track (iOS 26.2) and a 38 by 24
  /// capsule thumb (its width worked back from where the fill ends; the glass thumb does not
  /// show). Segmented pickers: 32 pt capsules (iOS 26.2). Sheets at a partial height: 8 pt from
  /// the sides and the bottom, top corners fitting a 36 pt circle and bottom ones 50 pt (concentric
  /// with the display's), on glass about (232, 232, 234) over the page dimmed by 20 % black (drawn
  /// opaque in that colour: the blur leaves nothing behind it legible), the
  /// grabber's top 5 pt below the sheet's (an iPhone 17 simulator's iOS 26 screenshot of a
  /// `.medium` sheet); at the large detent as iOS 17 (no reference found).
  static let ios26 = DesignMetrics(
    list: ListMetrics(
      minRowHeight: 52, rowInsets: EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16), groupInset: 16,
      cornerRadius: 26, separatorTrailingInset: true, headlineHeaders: true, headerSpacing: 10,
      footerSpacing: 8, spacingAfterFooter: 24, rowHeightFollowsBody: true),
    toggleSwitch: SwitchMetrics(
      trackWidth: 63, trackHeight: 28, thumbWidth: 37, thumbHeight: 24, thumbInset: 2, layoutHeight: 21),
    slider: SliderMetrics(trackHeight: 6, thumbWidth: 38, thumbHeight: 24),
    segmented: SegmentedMetrics(height: 32, radius: 16, segmentRadius: 14),
    sheet: SheetMetrics(
      topRadius: 10, fill: SystemColors.pair(0xFFFFFF, 0x1C1C1E), grabberTop: 5,
      floating: FloatingSheetMetrics(
        inset: 8, topRadius: 36, bottomRadius: 50, fill: SystemColors.pair(0xE8E8EA, 0x1C1C1E))))
}

extension SystemDesign {
  /// The measurements this design draws with.
  var metrics: DesignMetrics {
    switch self {
    case .ios18: .ios18
    case .ios26: .ios26
    }
  }
}
