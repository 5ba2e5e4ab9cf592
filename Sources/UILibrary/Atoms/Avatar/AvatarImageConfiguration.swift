import TesseraUI

/// What an avatar shows (seed 003: variant logic behind a private protocol).
private protocol AvatarContentLogic: Sendable {
  var image: Image? { get }
  var initials: String { get }
}

private struct PhotoAvatar: AvatarContentLogic {
  let photo: Image
  var image: Image? { photo }
  var initials: String { "" }
}

private struct InitialsAvatar: AvatarContentLogic {
  let name: String
  var image: Image? { nil }
  /// The first letters of the first and last words, uppercased ("Ada Lovelace" → "AL").
  var initials: String {
    let words = name.split(whereSeparator: { $0.isWhitespace }).filter { !$0.isEmpty }
    let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
    return String(letters).uppercased()
  }
}

/// The person an ``AvatarImage`` shows: a photo, or initials when there is none.
public struct AvatarImageConfiguration: Sendable {
  private let logic: any AvatarContentLogic
  /// The person's name: what VoiceOver reads for the avatar.
  public let name: String

  /// An avatar for a person, with a photo if there is one (any image: drawn resizable, filling
  /// the avatar's circle).
  public init(name: String, photo: Image? = nil) {
    self.name = name
    if let photo { logic = PhotoAvatar(photo: photo) } else { logic = InitialsAvatar(name: name) }
  }

  /// The photo, or nil.
  public var image: Image? { logic.image }
  /// The initials shown without a photo (empty with one).
  public var initials: String { logic.initials }
}
