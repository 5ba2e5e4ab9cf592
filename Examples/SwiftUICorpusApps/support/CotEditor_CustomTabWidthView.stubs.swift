import SwiftUI

// Minimal stand-ins for CotEditor's own views (not SwiftUI API).

struct StepperNumberField: View {
    @Binding private var value: Int
    init(value: Binding<Int>, default defaultValue: Int? = nil, in bounds: ClosedRange<Int>, step: Int.Stride = 1, prompt: String? = nil) {
        self._value = value
    }
    var body: some View { EmptyView() }
}

struct SubmitButtonGroup: View {
    private var action: () -> Void
    init(action: @escaping () -> Void) { self.action = action }
    var body: some View { EmptyView() }
}
