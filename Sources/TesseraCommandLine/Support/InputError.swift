/// A problem with the command's input (a missing folder, a corrupt file): exit code 2.
package struct InputError: Error, CustomStringConvertible {
  package var description: String
  package init(_ description: String) { self.description = description }
}
