/// The 64-bit FNV-1a hash, fed byte by byte: stable across runs, machines and Swift versions
/// (unlike `Hasher`), so it can name images and assign shards.
struct FNV1a {
  /// The hash of the bytes added so far.
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Adds one byte.
  mutating func add(_ byte: UInt8) {
    value ^= UInt64(byte)
    value = value &* 0x100_0000_01b3
  }

  /// Adds the four bytes of `word`, least significant first.
  mutating func add(_ word: UInt32) {
    for shift in stride(from: 0 as UInt32, to: 32, by: 8) { add(UInt8((word >> shift) & 0xFF)) }
  }

  /// Adds every byte of `bytes`.
  mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { add(byte) }
  }
}
