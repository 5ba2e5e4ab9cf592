import SwiftUI

// Stand-ins for exyte/Chat, Sources/ExyteChat/Model/Attachment.swift (`Attachment`, `AttachmentType`,
// reduced to what this file reads) and the library's `String.nonEmpty` helper.
public enum AttachmentType: String, Codable, Sendable {
    case image
    case video
}

public struct Attachment: Codable, Identifiable, Hashable, Sendable {
    public let id: String
    public let thumbnail: URL
    public let full: URL
    public let type: AttachmentType
}

extension String {
    var nonEmpty: String? {
        isEmpty ? nil : self
    }
}
