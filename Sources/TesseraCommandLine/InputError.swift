/// A problem with the command's input (a missing folder, a corrupt file): exit code 2.
struct InputError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
