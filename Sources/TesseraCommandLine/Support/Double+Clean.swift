extension Double {
  /// The number without a fractional part when it has none ("2", "1.5"): scales in file names.
  package var clean: String { self == rounded() ? String(Int(self)) : String(self) }
}
