/// `--shard I/N`: this machine's share of the work, assigned by a stable hash of each image's
/// relative path, so every image lands on exactly one of the N shards whatever the order or count
/// of the others.
package struct Shard: ArgumentValue, Sendable, CustomStringConvertible {
  /// This shard, 1...count.
  package var index: Int
  /// How many shards.
  package var count: Int

  package init?(argument: String) {
    let parts = argument.split(separator: "/")
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else {
      return nil
    }
    index = i
    count = n
  }

  package var description: String { "\(index)/\(count)" }

  /// What a valid value looks like.
  package static var expectedForm: String? { "I/N, this share's number I from 1 to N shares (such as 1/4)" }

  /// Whether the image at `path` belongs to this shard (FNV-1a of its UTF-8 bytes, modulo N).
  package func contains(_ path: String) -> Bool { contains(bytes: Array(path.utf8)) }

  /// Whether the file whose relative path has these bytes belongs to this shard.
  package func contains(bytes: [UInt8]) -> Bool {
    var hash = FNV1a()
    hash.add(bytes)
    return Int(hash.value % UInt64(count)) == index - 1
  }
}
