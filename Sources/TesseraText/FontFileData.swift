#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of one font file, shared by every face read from it (a collection's faces, a
/// variable font's named instances): mapped read-only from the file, so only the pages a render
/// touches (the character map, the glyphs drawn) take memory, or a private copy of bytes handed
/// in. Freed when the last face using it goes.
final class FontFileData: @unchecked Sendable {
  /// The first byte.
  let base: UnsafeRawPointer
  /// The length in bytes.
  let count: Int
  private let mapped: Bool

  /// A private copy of `bytes`; nil when there are none.
  init?(copying bytes: [UInt8]) {
    guard !bytes.isEmpty else { return nil }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
    bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
    guard let start = buffer.baseAddress else {
      buffer.deallocate()
      return nil
    }
    base = UnsafeRawPointer(start)
    count = bytes.count
    mapped = false
  }

  /// The file at `path` mapped read-only; nil when it cannot be opened, is empty or cannot be
  /// mapped.
  init?(mapping path: String) {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_size > 0 else { return nil }
    let size = Int(info.st_size)
    guard let start = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), start != MAP_FAILED else { return nil }
    // Glyphs are read here and there, never in order: no read-ahead around each page touched.
    _ = madvise(start, size, Int32(MADV_RANDOM))
    base = UnsafeRawPointer(start)
    count = size
    mapped = true
  }

  /// Lets the pages read so far go from this process's memory (a mapped file's pages are read
  /// again from the file when next touched; a copy keeps its bytes). Called once a file's faces
  /// have read their names and metrics, so loading a folder of fonts does not keep every font's
  /// tables resident.
  func releaseResidentPages() {
    guard mapped else { return }
    _ = madvise(UnsafeMutableRawPointer(mutating: base), count, Int32(MADV_DONTNEED))
  }

  deinit {
    if mapped {
      munmap(UnsafeMutableRawPointer(mutating: base), count)
    } else {
      UnsafeMutableRawPointer(mutating: base).deallocate()
    }
  }
}
