/// How a value becomes a snapshot of some format, and how that format is stored and compared,
/// as a struct of closures (the shape of swift-snapshot-testing's strategies).
///
/// Strategies compose by ``pullback(_:)``: the view strategy is the image strategy pulled back
/// through rendering.
public struct Snapshotting<Value, Format> {
  /// The file extension of stored snapshots ("png", "txt").
  public var pathExtension: String
  /// How snapshots are stored and compared.
  public var diffing: Diffing<Format>
  /// Makes a snapshot of a value.
  public var snapshot: (Value) throws -> Format
  /// Makes a snapshot of a value together with its audit (findings and accessibility tree) from
  /// the same render; nil for strategies that do not audit. When set, assertions use it instead
  /// of ``snapshot``.
  public var audited: ((Value) throws -> (Format, SnapshotAuditOutput))?

  /// Creates a strategy.
  public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// The strategy for another type of value, converted into this one's first.
  public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<
    NewValue, Format
  > {
    let snap = snapshot
    var pulled = Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
      try snap(transform($0))
    }
    if let audited {
      pulled.audited = { try audited(transform($0)) }
    }
    return pulled
  }
}

extension Snapshotting where Value == String, Format == String {
  /// Text compared line by line (display-list dumps, layout dumps).
  public static var lines: Snapshotting<String, String> {
    Snapshotting(
      pathExtension: "txt",
      diffing: Diffing(
        toData: { Array(($0.hasSuffix("\n") ? $0 : $0 + "\n").utf8) },
        fromData: { bytes, _ in String(decoding: bytes, as: UTF8.self) },
        diff: { reference, actual in
          let r = reference.hasSuffix("\n") ? reference : reference + "\n"
          let a = actual.hasSuffix("\n") ? actual : actual + "\n"
          if r == a { return DiffOutcome(identical: true, matches: true, message: "identical") }
          let rl = r.split(separator: "\n", omittingEmptySubsequences: false)
          let al = a.split(separator: "\n", omittingEmptySubsequences: false)
          let line =
            zip(rl, al).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(rl.count, al.count)
          let expected = line < rl.count ? String(rl[line]) : "<end>"
          let got = line < al.count ? String(al[line]) : "<end>"
          return DiffOutcome(
            identical: false, matches: false,
            message: "text differs at line \(line + 1):\n  expected: \(expected)\n  actual:   \(got)",
            artifacts: [("actual", Array(a.utf8))])
        }),
      snapshot: { $0 })
  }
}
