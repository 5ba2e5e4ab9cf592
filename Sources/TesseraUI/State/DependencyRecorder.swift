import Foundation

/// A source of values a view's `body` can read whose changes are counted: a state location, a
/// `@Published` property's storage.
protocol VersionedSource: AnyObject {
  /// How many times the value has been written.
  var version: Int { get }
}

/// The sources one evaluation of a `body` read, with the version each had when read; the body's
/// result stays valid while every version is unchanged.
///
/// A recorder is bound to the task (or thread) evaluating one body, and only that code reads
/// state through it, so it needs no lock.
final class DependencyRecorder: @unchecked Sendable {
  /// The recorder of the body being evaluated on this task or thread, if any.
  @TaskLocal static var current: DependencyRecorder?

  private var reads: [Dependency] = []

  /// Notes that `source` was read at `version` (a source read twice is kept once).
  func note(_ source: VersionedSource, version: Int) {
    if reads.contains(where: { $0.source === source }) { return }
    reads.append(Dependency(source: source, version: version))
  }

  /// What was read.
  func dependencies() -> [Dependency] { reads }

  /// Records a read of `source` into the current recorder, if one is recording.
  static func noteRead(_ source: VersionedSource, version: Int) {
    current?.note(source, version: version)
  }
}

/// One source a body read and the version it read.
struct Dependency {
  let source: VersionedSource
  let version: Int

  /// Whether the source is unchanged since the read.
  var isCurrent: Bool { source.version == version }
}
