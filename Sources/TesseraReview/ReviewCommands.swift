import TesseraCommandLine

/// The commands this module adds to the `tessera` executable.
package enum ReviewCommands {
  /// `review`, `accept` and `add-digests`, in the order help lists them.
  package static var all: [any Command.Type] { [Review.self, Accept.self, AddDigests.self] }
}
