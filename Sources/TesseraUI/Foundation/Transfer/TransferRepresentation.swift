#if !canImport(Darwin)
  import Foundation

  /// How a transferable type converts to and from a form that can be shared, as
  /// CoreTransferable's `TransferRepresentation`: a data, file, codable or proxy representation,
  /// or several built with ``TransferRepresentationBuilder``.
  public protocol TransferRepresentation<Item>: Sendable {
    /// The type the representation transfers.
    associatedtype Item: Transferable
    /// The representations this one is made of (a built-in representation is its own).
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
  }

  /// Whether a representation is offered outside the app, as CoreTransferable's
  /// `TransferRepresentationVisibility`.
  public struct TransferRepresentationVisibility: Hashable, Sendable {
    let name: String
    /// To every process.
    public static let all = TransferRepresentationVisibility(name: "all")
    /// To the app's own process only.
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
    /// To apps of the same team.
    public static let team = TransferRepresentationVisibility(name: "team")
    /// To the app group.
    public static let group = TransferRepresentationVisibility(name: "group")
  }

  extension TransferRepresentation {
    /// The representation with a file name suggested to the receiver (kept: nothing is shared
    /// in a still).
    public func suggestedFileName(_ fileName: String) -> Self { self }
    /// The representation offered only when `condition` holds for the item (kept).
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }
    /// The representation offered to `visibility`'s processes (kept).
    public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
  }
#endif
