/// The type `#Preview` declares for each preview; ``Previews`` finds every type that conforms.
public protocol PreviewRegistration {
  /// The preview.
  static var preview: Preview { get }
}
