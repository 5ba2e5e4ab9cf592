#if !canImport(Darwin)
  import Foundation

  /// A file, folder or symbolic link held in memory, as Foundation's `FileWrapper` on Apple's
  /// systems (Linux's Foundation has none): what a ``FileDocument`` reads from and writes to.
  ///
  /// Status: partial. Regular files, folders of wrappers and symbolic links; reading from a URL;
  /// writing a wrapper out is left to Apple's systems (``write(to:options:originalContentsURL:)``
  /// throws `CocoaError(.featureUnsupported)` here: Tessera writes only the files it renders).
  open class FileWrapper {
    /// How ``init(url:options:)`` reads.
    public struct ReadingOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt
      /// Options from their bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Read every file's contents now (they always are here).
      public static let immediate = ReadingOptions(rawValue: 1 << 0)
      /// Read without memory-mapping.
      public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How ``write(to:options:originalContentsURL:)`` writes.
    public struct WritingOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt
      /// Options from their bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Write to a temporary place first, then move.
      public static let atomic = WritingOptions(rawValue: 1 << 0)
      /// Update the wrappers' file names after writing.
      public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    enum Kind {
      case regularFile(Data)
      case directory([String: FileWrapper])
      case symbolicLink(URL)
    }

    var kind: Kind

    /// The name the wrapper would like to be saved under.
    open var preferredFilename: String?

    /// The name the wrapper was read from or saved under.
    open var filename: String?

    /// File attributes, as `FileManager` names them (kept, not applied).
    open var fileAttributes: [String: Any] = [:]

    /// A regular file with these contents.
    public init(regularFileWithContents contents: Data) {
      kind = .regularFile(contents)
    }

    /// A folder holding these wrappers, by file name.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
      for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
        child.preferredFilename = name
      }
      kind = .directory(childrenByPreferredName)
    }

    /// A symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
      kind = .symbolicLink(url)
    }

    /// The file, folder (recursively) or link at `url`; throws Foundation's error when it cannot
    /// be read.
    public init(url: URL, options: ReadingOptions = []) throws {
      let manager = FileManager.default
      let path = url.path
      let attributes = try manager.attributesOfItem(atPath: path)
      let type = attributes[.type] as? FileAttributeType
      if type == .typeSymbolicLink {
        let destination = try manager.destinationOfSymbolicLink(atPath: path)
        kind = .symbolicLink(URL(fileURLWithPath: destination))
      } else if type == .typeDirectory {
        var children: [String: FileWrapper] = [:]
        for name in try manager.contentsOfDirectory(atPath: path) {
          children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
        }
        kind = .directory(children)
      } else {
        kind = .regularFile(try Data(contentsOf: url))
      }
      filename = url.lastPathComponent
      preferredFilename = url.lastPathComponent
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool {
      if case .regularFile = kind { return true }
      return false
    }

    /// Whether the wrapper is a folder.
    open var isDirectory: Bool {
      if case .directory = kind { return true }
      return false
    }

    /// Whether the wrapper is a symbolic link.
    open var isSymbolicLink: Bool {
      if case .symbolicLink = kind { return true }
      return false
    }

    /// A regular file's contents; nil for a folder or link.
    open var regularFileContents: Data? {
      if case .regularFile(let data) = kind { return data }
      return nil
    }

    /// A folder's wrappers by file name; nil for a file or link.
    open var fileWrappers: [String: FileWrapper]? {
      if case .directory(let children) = kind { return children }
      return nil
    }

    /// A link's destination; nil for a file or folder.
    open var symbolicLinkDestinationURL: URL? {
      if case .symbolicLink(let url) = kind { return url }
      return nil
    }

    /// Adds `child` to a folder under its preferred name (made unique with a number when taken)
    /// and returns the name used; a wrapper that is not a folder is left as it is.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
      guard case .directory(var children) = kind else { return child.preferredFilename ?? "" }
      let base = child.preferredFilename ?? "Untitled"
      var name = base
      var number = 2
      while children[name] != nil {
        name = "\(number) \(base)"
        number += 1
      }
      child.filename = name
      children[name] = child
      kind = .directory(children)
      return name
    }

    /// Adds a regular file with these contents to a folder and returns the name used.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
      let child = FileWrapper(regularFileWithContents: data)
      child.preferredFilename = fileName
      return addFileWrapper(child)
    }

    /// Removes `child` from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
      guard case .directory(var children) = kind else { return }
      children = children.filter { $0.value !== child }
      kind = .directory(children)
    }

    /// The name a folder holds `child` under.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
      fileWrappers?.first { $0.value === child }?.key
    }

    /// Writing wrappers out is left to Apple's systems: throws `CocoaError(.featureUnsupported)`
    /// (Tessera writes only the images it renders, inside the folder it was given).
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
      throw CocoaError(.featureUnsupported, userInfo: [NSFilePathErrorKey: url.path])
    }

    /// Whether the wrapper matches the file at `url` (false: it is never read back here).
    open func matchesContents(of url: URL) -> Bool { false }
  }
#endif
