#if !canImport(Darwin)
  import Foundation

  // Status: partial. CoreTransferable's protocols and representations as Apple declares them,
  // where the framework does not exist (Linux), so models that declare how they are shared
  // compile unchanged; a still never drags, drops or shares, so no representation is run.

  /// A type that can be shared, dragged and dropped, as CoreTransferable's `Transferable`: it
  /// declares how it converts to and from data, files or another transferable type.
  public protocol Transferable {
    /// The type of the representation.
    associatedtype Representation: TransferRepresentation
    /// How the type is transferred: one or more representations, most faithful first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
  }
#endif
