#if !canImport(Darwin)
  import TesseraSync

  /// A uniform type identifier, as `UniformTypeIdentifiers.UTType` declares it on Apple's systems:
  /// the kind of a file or of data (`public.png`, `public.plain-text`), with the types it conforms
  /// to, its filename extensions and MIME types. On Linux, where that framework does not exist,
  /// `import UniformTypeIdentifiers` gives this one.
  ///
  /// Status: partial. The system's well-known types are built in (``UTType/png``,
  /// ``UTType/json``…, with their conformances, extensions and MIME types); types an app declares
  /// with ``init(exportedAs:conformingTo:)`` or ``init(importedAs:conformingTo:)`` are known to
  /// ``init(_:)`` from then on. There is no Info.plist to read, so an app's declared extensions are
  /// not known.
  public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, in reverse-DNS form (`public.png`).
    public let identifier: String
    let parents: [String]
    let extensions: [String]
    let mimeTypes: [String]
    let declared: Bool

    init(identifier: String, parents: [String], extensions: [String], mimeTypes: [String], declared: Bool) {
      self.identifier = identifier
      self.parents = parents
      self.extensions = extensions
      self.mimeTypes = mimeTypes
      self.declared = declared
    }

    /// The type with this identifier, if the system or the app declares it; nil otherwise.
    public init?(_ identifier: String) {
      guard let known = UTType.lookUp(identifier) else { return nil }
      self = known
    }

    /// The type of files with this extension (without the dot) that conforms to `supertype`
    /// (default ``data``): a declared type when one matches, otherwise a dynamic type; nil only
    /// for an empty extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      let ext = filenameExtension.lowercased()
      guard !ext.isEmpty, !ext.contains("/") else { return nil }
      if let known = UTType.allKnown.first(where: {
        $0.extensions.contains(ext) && $0.conforms(to: supertype)
      }) {
        self = known
      } else {
        self.init(
          identifier: "dyn.tessera.ext." + ext, parents: [supertype.identifier], extensions: [ext],
          mimeTypes: [],
          declared: false)
      }
    }

    /// The type of data with this MIME type (`image/png`) that conforms to `supertype` (default
    /// ``data``): a declared type when one matches, otherwise a dynamic type; nil for text that is
    /// not a MIME type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
      let mime = mimeType.lowercased()
      guard mime.contains("/") else { return nil }
      if let known = UTType.allKnown.first(where: {
        $0.mimeTypes.contains(mime) && $0.conforms(to: supertype)
      }) {
        self = known
      } else {
        self.init(
          identifier: "dyn.tessera.mime." + mime, parents: [supertype.identifier], extensions: [],
          mimeTypes: [mime], declared: false)
      }
    }

    /// A type the app owns and declares (its Info.plist's exported types on Apple's systems),
    /// conforming to `parentType` (default ``data``); known to ``init(_:)`` from then on.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self = UTType.declare(identifier, parent: parentType)
    }

    /// A type another app owns that this app uses (imported types), conforming to `parentType`
    /// (default ``data``); known to ``init(_:)`` from then on.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self = UTType.declare(identifier, parent: parentType)
    }

    /// Whether this type is `type` or conforms to it through its supertypes.
    public func conforms(to type: UTType) -> Bool {
      if identifier == type.identifier { return true }
      var seen: Set<String> = [identifier]
      var pending = parents
      while let next = pending.popLast() {
        if next == type.identifier { return true }
        guard seen.insert(next).inserted, let parent = UTType.lookUp(next) else { continue }
        pending += parent.parents
      }
      return false
    }

    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Every type this one conforms to, itself excluded.
    public var supertypes: Set<UTType> {
      var result: Set<UTType> = []
      var pending = parents
      while let next = pending.popLast() {
        guard let parent = UTType.lookUp(next), result.insert(parent).inserted else { continue }
        pending += parent.parents
      }
      return result
    }

    /// The extension files of this type usually have (without the dot), if any.
    public var preferredFilenameExtension: String? { extensions.first }

    /// The MIME type data of this type usually has, if any.
    public var preferredMIMEType: String? { mimeTypes.first }

    /// Whether the system or the app declares this type (false for a dynamic type).
    public var isDeclared: Bool { declared }

    /// Whether this type was made up from an extension or MIME type nobody declared.
    public var isDynamic: Bool { !declared }

    /// Whether the system declares this type (`public.` and Apple's identifiers built in).
    public var isPublicType: Bool { identifier.hasPrefix("public.") }

    /// A name for people: the identifier's last part in words (English; Apple's are localized).
    public var localizedDescription: String? {
      guard declared else { return nil }
      let last = identifier.split(separator: ".").last.map(String.init) ?? identifier
      return last.replacingOccurrences(of: "-", with: " ")
    }

    /// The identifier.
    public var description: String { identifier }

    /// The identifier, with the extensions and MIME types.
    public var debugDescription: String {
      "\(identifier) (\(extensions.map { "." + $0 }.joined(separator: ", "))\(mimeTypes.isEmpty ? "" : "; " + mimeTypes.joined(separator: ", ")))"
    }

    /// Types are the same when their identifiers are.
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Decodes a type from its identifier (a dynamic one when nobody declares it).
    public init(from decoder: Decoder) throws {
      let id = try decoder.singleValueContainer().decode(String.self)
      self =
        UTType.lookUp(id)
        ?? UTType(identifier: id, parents: ["public.data"], extensions: [], mimeTypes: [], declared: false)
    }

    /// Encodes the identifier.
    public func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(identifier)
    }
  }

  extension UTType {
    static let declaredByApp = Locked<[String: UTType]>([:])

    static func declare(_ identifier: String, parent: UTType?) -> UTType {
      if let builtIn = builtIn[identifier] { return builtIn }
      let type = UTType(
        identifier: identifier, parents: [(parent ?? .data).identifier], extensions: [], mimeTypes: [],
        declared: true)
      declaredByApp.withLock { $0[identifier] = type }
      return type
    }

    static func lookUp(_ identifier: String) -> UTType? {
      if let builtIn = builtIn[identifier] { return builtIn }
      return declaredByApp.withLock { $0[identifier] }
    }

    static var allKnown: [UTType] { builtInInOrder }
  }
#endif
