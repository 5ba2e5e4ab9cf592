extension Preview {
  /// The renderer for this preview in `variant`, laid out as its traits say: on a device screen
  /// (the default, as Xcode's canvas shows a preview), at the view's own size
  /// (`.sizeThatFitsLayout`), or in a fixed frame (`.fixedLayout`). The background is iOS's system
  /// background for the variant's color scheme. Every linked ``PreviewDimension`` wraps the view in
  /// the variant's value.
  /// - Parameters:
  ///   - variant: The settings. Default: iOS's defaults.
  ///   - scale: Pixels per point. Default 2.
  /// - Throws: ``DeviceError`` when the preview names a device Tessera does not know.
  @MainActor
  public func renderer(variant: PreviewVariant = .standard, scale: Double = 2) throws(DeviceError)
    -> ImageRenderer<AnyView>
  {
    // `String(localized:)` in the preview's body localizes into the variant's locale; its assets
    // and string tables are found in its target's folders too.
    let resources = filePath.flatMap { ResourceBundles.set(sources: SourceResources.folders(forSource: $0)) }
    var view = RenderingLocale.$current.withValue(Locale(identifier: variant.locale)) { makeView() }
    // Each linked dimension wraps the view in its value (its default when the variant names none).
    for dimension in Previews.dimensions.reversed() {
      let value = variant.dimensions[dimension.name] ?? dimension.values.first ?? ""
      view = dimension.apply(value, to: view)
    }
    var renderer: ImageRenderer<AnyView>
    switch layout ?? .device {
    case .sizeThatFits:
      renderer = ImageRenderer(content: view)
    case .fixed(let width, let height):
      renderer = ImageRenderer(content: AnyView(view.frame(width: width, height: height)))
      renderer.proposedSize = ProposedViewSize(width: width, height: height)
    case .device:
      var device = Device.iPhone16
      if let chosen = variant.device {
        device = chosen
      } else if let named = self.device {
        device = try Device(named)
      }
      if variant.device == nil, orientation != .portrait { device = device.oriented(orientation) }
      renderer = ImageRenderer(content: AnyView(DeviceScreen(device) { view }))
      renderer.proposedSize = ProposedViewSize(device.size)
    }
    renderer.scale = scale
    renderer.background = Color(.systemBackground)
    variant.apply(to: &renderer.environment)
    renderer.environment.resources = resources
    return renderer
  }
}
