// Corpus: Dimillian/FoundationChat, FoundationChat/Views/ConversationDetail/ConversationDetailInputView.swift, commit 10f46eb4954a994368d76c0273164e4f8da512f2, licence MIT
// Unchanged below this header.
import SwiftUI

struct ConversationDetailInputView: ToolbarContent {
  @Binding var newMessage: String
  @Binding var isGenerating: Bool
  var isInputFocused: FocusState<Bool>.Binding

  var onSend: () async throws -> Void

  var body: some ToolbarContent {
    ToolbarItemGroup(placement: .bottomBar) {
      TextField("New message to the assistant", text: $newMessage)
        .textFieldStyle(.plain)
        .padding()
        .contentShape(Rectangle())
        .focused(isInputFocused)
      Button(action: {
        Task {
          try? await onSend()
        }
      }) {
        Label("Send", systemImage: "paperplane")
      }
      .disabled(isGenerating)
      .tint(isGenerating ? .gray : .blue)
    }
  }
}

#Preview {
  @FocusState var isInputFocused: Bool
  
  NavigationStack {
    List {
      Text("Hello")
    }
    .toolbar {
      ConversationDetailInputView(newMessage: .constant(""),
                                  isGenerating: .constant(false),
                                  isInputFocused: $isInputFocused,
                                  onSend: { })
    }
  }
}
