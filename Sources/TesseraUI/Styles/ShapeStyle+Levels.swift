nonisolated extension ShapeStyle {
  /// This style at the second level of the foreground hierarchy (`.red.secondary`): its color at
  /// the opacity `.secondary` gives the labels.
  public var secondary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: 1) }
  /// This style at the third level of the foreground hierarchy.
  public var tertiary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: 2) }
  /// This style at the fourth level of the foreground hierarchy.
  public var quaternary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: 3) }
  /// This style at the fifth level of the foreground hierarchy.
  public var quinary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: 4) }
}
