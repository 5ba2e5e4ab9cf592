import Foundation

#if !canImport(Darwin)
  // Status: partial, on Linux (on Apple's systems PhotosUI is in charge). A still has no photo
  // library: a picker button draws its label as a button does, a presented or inline picker
  // draws nothing of the library and the render's warnings say so, and items never load.

  /// How many items a multiple-selection picker lets the user pick, and in what order.
  nonisolated public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    let rawValue: Int
    /// The system's default (unordered).
    public static let `default` = PhotosPickerSelectionBehavior(rawValue: 0)
    /// Numbered in the order picked.
    public static let ordered = PhotosPickerSelectionBehavior(rawValue: 1)
    /// The selection stays as picked while the picker is open (iOS 17).
    public static let continuous = PhotosPickerSelectionBehavior(rawValue: 2)
    /// Continuous and ordered.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(rawValue: 3)
  }

  /// How a photos picker is shown (iOS 17): presented as a sheet, or inline in the layout.
  nonisolated public struct PhotosPickerStyle: Equatable, Hashable, Sendable {
    let rawValue: Int
    /// A sheet (the default).
    public static let presentation = PhotosPickerStyle(rawValue: 0)
    /// The library embedded in the view.
    public static let inline = PhotosPickerStyle(rawValue: 1)
    /// A single row of the library embedded in the view.
    public static let compact = PhotosPickerStyle(rawValue: 2)
  }

  /// SwiftUI's photo picker button (PhotosUI): a button with a label that presents the system's
  /// photo library. Drawn as a button of its label; a still opens no library.
  nonisolated public struct PhotosPicker<Label: View>: View {
    let label: Label
    let isSingle: Bool

    /// A picker of one item.
    public init(
      selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
      @ViewBuilder label: () -> Label
    ) {
      self.label = label()
      isSingle = true
    }

    /// A picker of one item from a given library.
    public init(
      selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
      photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label
    ) {
      self.label = label()
      isSingle = true
    }

    /// A picker of several items (at most `maxSelectionCount`; nil for no limit).
    public init(
      selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
      selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
      @ViewBuilder label: () -> Label
    ) {
      self.label = label()
      isSingle = false
    }

    /// A picker of several items from a given library.
    public init(
      selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
      selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
      photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label
    ) {
      self.label = label()
      isSingle = false
    }

    /// A button of the label, as iOS draws the picker.
    public var body: some View {
      Button(role: nil, plainAction: {}) { label }
    }
  }

  nonisolated extension PhotosPicker where Label == Text {
    /// A picker of one item titled with a localized key.
    public init(
      _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>,
      matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
      self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) {
        Text(titleKey)
      }
    }

    /// A picker of one item titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
      self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) {
        Text(title)
      }
    }

    /// A picker of several items titled with a localized key.
    public init(
      _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
      selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
      self.init(
        selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
        matching: filter, preferredItemEncoding: preferredItemEncoding
      ) { Text(titleKey) }
    }

    /// A picker of several items titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
      selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
      self.init(
        selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
        matching: filter, preferredItemEncoding: preferredItemEncoding
      ) { Text(title) }
    }
  }

  nonisolated extension View {
    /// Presents the photo library when `isPresented` is true, to pick one item: a still shows no
    /// library, so the view is drawn as it is and, when presented, the warnings say so.
    public func photosPicker(
      isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
      matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
      photosLibraryNotShown(when: isPresented.wrappedValue)
    }

    /// Presents the photo library when `isPresented` is true, to pick several items (see above).
    public func photosPicker(
      isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
      selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
      photosLibraryNotShown(when: isPresented.wrappedValue)
    }

    /// How photo pickers inside are shown; an inline or compact picker's library is not drawn (the
    /// warnings say so).
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View {
      photosLibraryNotShown(when: style != .presentation)
    }

    /// Which of the picker's bars show (kept; no bar is drawn).
    public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View
    {
      self
    }

    /// What the picker cannot do (kept).
    public func photosPickerDisabledCapabilities(_ capabilities: PHPickerCapabilities) -> some View { self }

    /// Warns, when `shown`, that the photo library would show here.
    func photosLibraryNotShown(when shown: Bool) -> some View {
      modifier(
        WrappingModifier { child, context in
          if shown {
            context.diagnostics.warn(
              "the photo library (PhotosUI) is not drawn: a still has no photos to show")
          }
          return child
        })
    }
  }

  /// What a picker cannot do (iOS 17), as PhotosUI's.
  nonisolated public struct PHPickerCapabilities: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Capabilities from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Searching.
    public static let search = PHPickerCapabilities(rawValue: 1 << 0)
    /// Moving between collections.
    public static let collectionNavigation = PHPickerCapabilities(rawValue: 1 << 1)
    /// Choosing how items show.
    public static let stagingArea = PHPickerCapabilities(rawValue: 1 << 2)
    /// Choosing the selection's actions.
    public static let selectionActions = PHPickerCapabilities(rawValue: 1 << 3)
    /// Sensitive-content analysis.
    public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 1 << 4)
  }
#endif
