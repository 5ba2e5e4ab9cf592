import ArgumentParser

/// Which images to render: scales, a name filter and the variant matrix. Shared by `previews` and
/// `verify`.
struct CatalogOptions: ParsableArguments {
  @Option(name: .long, help: "Pixels per point: 1, 2 or 3. Repeatable; default 2.")
  var scale: [Double] = []

  @Option(
    name: .long,
    help: "Only previews whose name (Module/File/Name) matches this glob (* and ?).")
  var filter: String?

  @OptionGroup(title: "Variants")
  var matrix: PreviewMatrixOptions

  @OptionGroup(title: "Audit")
  var audit: AuditCommandOptions

  func validate() throws {
    for s in scale where !(s.isFinite && s > 0 && s <= 4) {
      throw ValidationError("--scale \(s): use a number of pixels per point from 1 to 4 (1, 2 or 3)")
    }
  }
}
