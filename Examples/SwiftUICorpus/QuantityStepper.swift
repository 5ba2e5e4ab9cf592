import SwiftUI

struct QuantityStepper: View {
    @Binding var quantity: Int
    var range: ClosedRange<Int> = 1...10

    private let buttonSize: CGFloat = 32

    var body: some View {
        HStack(spacing: 0) {
            stepButton(systemImage: "minus", isEnabled: quantity > range.lowerBound) {
                quantity -= 1
            }
            .accessibilityLabel("Decrease quantity")

            Text("\(quantity)")
                .font(.body.monospacedDigit())
                .frame(minWidth: 36)
                .contentTransition(.numericText())

            stepButton(systemImage: "plus", isEnabled: quantity < range.upperBound) {
                quantity += 1
            }
            .accessibilityLabel("Increase quantity")
        }
        .padding(4)
        .background(Capsule().fill(Color.gray.opacity(0.15)))
        .accessibilityElement(children: .contain)
        .accessibilityValue("\(quantity)")
    }

    private func stepButton(systemImage: String, isEnabled: Bool, action: @escaping () -> Void) -> some View {
        Button {
            withAnimation(.snappy) { action() }
        } label: {
            Image(systemName: systemImage)
                .font(.system(size: 14, weight: .bold))
                .frame(width: buttonSize, height: buttonSize)
                .background(Circle().fill(.background))
        }
        .buttonStyle(.plain)
        .disabled(!isEnabled)
        .opacity(isEnabled ? 1 : 0.3)
    }
}

struct CartLineView: View {
    @State private var quantity = 1
    @State private var giftWrap = 0
    let unitPrice: Double = 12.5

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                VStack(alignment: .leading) {
                    Text("Coffee Beans")
                        .font(.headline)
                    Text("\(unitPrice, specifier: "%.2f") each")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                QuantityStepper(quantity: $quantity)
            }

            Stepper("Gift wrap: \(giftWrap)", value: $giftWrap, in: 0...quantity)

            Text("Total: \(Double(quantity) * unitPrice, specifier: "%.2f")")
                .font(.headline).bold()
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .padding(.horizontal, 16)
        .onChange(of: quantity) { _, newValue in
            giftWrap = min(giftWrap, newValue)
        }
    }
}

#Preview {
    CartLineView()
}
