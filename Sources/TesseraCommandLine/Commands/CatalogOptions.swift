/// Which images to render: scales, a name filter and the variant matrix. Shared by `previews` and
/// `verify`.
struct CatalogOptions {
  /// Pixels per point of each image set (empty: 2).
  var scale: [Double]
  /// The glob a preview's name must match (nil: every preview).
  var filter: String?
  /// The variant matrix.
  var matrix: PreviewMatrixOptions
  /// How the images are audited.
  var audit: AuditCommandOptions
  /// How long an image may take and how much memory its render worker may use.
  var limits: WorkerLimits

  /// Reads the options.
  init(_ arguments: inout ArgumentReader) throws {
    scale = try arguments.repeatedOption("scale", help: "Pixels per point: 1, 2 or 3. Repeatable; default 2.")
    filter = try arguments.option(
      "filter", help: "Only previews whose name (Module/File/Name) matches this glob (* and ?).")
    matrix = try arguments.group("Variants") { try PreviewMatrixOptions(&$0) }
    audit = try arguments.group("Audit") { try AuditCommandOptions(&$0) }
    limits = try arguments.group("Render workers") { try WorkerLimits(&$0) }
  }

  /// Checks the scales and the audit options.
  func validate() throws {
    try audit.validate()
    try limits.validate()
    for s in scale where !(s.isFinite && s > 0 && s <= 4) {
      throw UsageError("--scale \(s): use a number of pixels per point from 1 to 4 (1, 2 or 3)")
    }
  }
}
