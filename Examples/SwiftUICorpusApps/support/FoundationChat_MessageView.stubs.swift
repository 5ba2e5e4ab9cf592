import SwiftUI

enum Role: String, Codable, Hashable, CaseIterable {
  case user = "User"
  case assistant = "Assistant"
  case system = "System"
}

final class Message {
  var content: String
  var role: Role
  var timestamp: Date

  init(content: String, role: Role, timestamp: Date) {
    self.content = content
    self.role = role
    self.timestamp = timestamp
  }
}

struct MessageContentView: View {
  let message: Message
  var body: some View { Text(message.content) }
}

struct MessageAttachementView: View {
  let message: Message
  var body: some View { EmptyView() }
}
