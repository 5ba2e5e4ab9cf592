import Foundation

#if canImport(UniformTypeIdentifiers) && canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// The system's file dialogs, as SwiftUI declares them: importing, exporting and moving files.
///
/// Status: partial. The dialogs are the system's document browser, which Tessera does not draw: a
/// still shows the view under them, warns while one is presented, and completion handlers are not
/// called (no file is ever picked or written).
nonisolated extension View {
  /// A dialog for picking one file of `allowedContentTypes` while `isPresented` is true.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileDialog("fileImporter", isPresented: isPresented.wrappedValue)
  }

  /// A dialog for picking files of `allowedContentTypes` while `isPresented` is true.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    fileDialog("fileImporter", isPresented: isPresented.wrappedValue)
  }

  /// A dialog for picking files, with a handler for when it is cancelled.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View {
    fileDialog("fileImporter", isPresented: isPresented.wrappedValue)
  }

  /// A dialog for saving a value document as `contentType` while `isPresented` is true.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileDialog("fileExporter", isPresented: isPresented.wrappedValue)
  }

  /// A dialog for saving an object document as `contentType` while `isPresented` is true.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileDialog("fileExporter", isPresented: isPresented.wrappedValue)
  }

  /// A dialog for saving several value documents as `contentType` while `isPresented` is true.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    fileDialog("fileExporter", isPresented: isPresented.wrappedValue)
  }

  /// A dialog for moving the file at `file` while `isPresented` is true.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileDialog("fileMover", isPresented: isPresented.wrappedValue)
  }

  /// A message shown in the file dialogs under this view (kept; the dialogs are not drawn).
  public func fileDialogMessage(_ message: Text?) -> some View { self }

  /// The label of the file dialogs' confirm button (kept; the dialogs are not drawn).
  public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }

  /// The view, with a warning while the system dialog `name` is presented.
  private func fileDialog(_ name: String, isPresented: Bool) -> some View {
    modifier(
      WrappingModifier { child, context in
        if isPresented {
          context.diagnostics.warn(
            "\(name) is presented: the system's file dialog is not drawn, the view under it is")
        }
        return child
      })
  }
}
