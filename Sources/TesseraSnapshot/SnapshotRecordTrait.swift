import Testing

/// A Swift Testing trait that sets the ``RecordMode`` for a test or a suite:
/// `@Test(.snapshotRecord(.all))`.
public struct SnapshotRecordTrait: TestTrait, SuiteTrait, TestScoping {
  /// The mode.
  public let mode: RecordMode

  /// Runs the test with the mode in force.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await RecordMode.$fromTrait.withValue(mode) { try await function() }
  }

  /// Applies to every test of a suite.
  public var isRecursive: Bool { true }
}

extension Trait where Self == SnapshotRecordTrait {
  /// Sets the record mode for a test or suite.
  public static func snapshotRecord(_ mode: RecordMode) -> Self { SnapshotRecordTrait(mode: mode) }
}
