import TesseraGeometry
import TesseraRaster
import TesseraText

/// One drawing command of a ``DisplayList``. Geometry is in points, in the coordinates of the
/// whole list (layout has already placed everything).
public indirect enum DisplayItem: Sendable, Equatable {
  /// Fill a path.
  case fill(path: Path, paint: Paint, fillRule: FillRule)
  /// Stroke a path.
  case stroke(path: Path, paint: Paint, style: StrokeStyle)
  /// The shadow of a path (drawn under what follows).
  case shadow(path: Path, shadow: Shadow)
  /// The shadow of a rounded rectangle (fast path in the renderer).
  case roundedRectShadow(rect: Rect, radii: CornerRadii, shadow: Shadow)
  /// A laid-out paragraph with its top-left corner at `origin`.
  case text(layout: TextLayout, origin: Point, color: Color)
  /// An image scaled into a rectangle.
  case image(image: Pixmap, rect: Rect, filter: ImageFilter, opacity: Double)
  /// Items drawn as one group: clipped to `clip` (if any), with `opacity` applied to the group
  /// as a whole (a transparency layer when below 1), under an extra `transform`.
  case group(DisplayGroup)
  /// What a view's accessibility modifiers say about it (label, traits, identifier, …) and its
  /// frame; draws nothing.
  case accessibility(AccessibilityRecord)
}

/// A group of display items with a clip, an opacity and a transform.
public struct DisplayGroup: Sendable, Equatable {
  /// The items, in painting order.
  public var items: [DisplayItem]
  /// Clip path (in the group's coordinates); nil for none.
  public var clip: Path?
  /// Group opacity, 0...1. Default 1.
  public var opacity: Double
  /// Transform applied to the items. Default identity.
  public var transform: AffineTransform
  /// A color filter applied to the group as a whole (`.grayscale`, `.saturation`…), before its
  /// opacity. Default nil.
  public var colorMatrix: ColorMatrix?
  /// The standard deviation of a Gaussian blur of the group, in points (`.blur(radius:)`),
  /// applied before the color filter. Default 0 (none).
  public var blur: Double
  /// How the group combines with what is behind it (`.blendMode`). Default normal.
  public var blendMode: BlendMode
  /// Items whose alpha masks the group (`.mask { … }`), in the group's coordinates; nil for none.
  public var mask: [DisplayItem]?
  /// Whether the group is composited on its own first (`.compositingGroup()`), so blend modes
  /// inside it combine with each other, not with what is behind it. Default false.
  public var isolated: Bool
  /// The standard deviation, in points, of a blur of what is behind the group, drawn inside its
  /// clip before its items (a material's backdrop). Default 0 (none).
  public var backdropBlur: Double = 0
  /// How much more saturated the blurred backdrop is drawn (a material's vibrancy): 1 unchanged.
  /// Default 1.
  public var backdropSaturation: Double = 1

  /// Creates a group.
  public init(
    items: [DisplayItem], clip: Path? = nil, opacity: Double = 1, transform: AffineTransform = .identity,
    colorMatrix: ColorMatrix? = nil, blur: Double = 0, blendMode: BlendMode = .normal,
    mask: [DisplayItem]? = nil,
    isolated: Bool = false
  ) {
    self.items = items
    self.clip = clip
    self.opacity = opacity
    self.transform = transform
    self.colorMatrix = colorMatrix
    self.blur = blur
    self.blendMode = blendMode
    self.mask = mask
    self.isolated = isolated
  }

  /// Whether the group needs a layer of its own (anything but a plain clip and transform).
  public var needsLayer: Bool {
    opacity < 1 || colorMatrix != nil || blur > 0 || blendMode != .normal || mask != nil || isolated
      || backdropBlur > 0
  }
}
