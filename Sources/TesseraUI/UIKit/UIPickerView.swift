import Foundation

#if !canImport(Darwin)
  /// What a `UIPickerView` shows: its number of wheels and of rows in each, as UIKit's.
  @MainActor @preconcurrency public protocol UIPickerViewDataSource: AnyObject {
    /// The number of wheels.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of a wheel.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
  }

  /// How a `UIPickerView`'s rows look and what selecting one does, as UIKit's (every method
  /// optional: each has a default).
  @MainActor @preconcurrency public protocol UIPickerViewDelegate: AnyObject {
    /// The width of a wheel, in points; 0 shares the width equally.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of a wheel's rows, in points; 0 for UIKit's 32.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// A row's title.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's title with attributes (its characters are drawn).
    func pickerView(
      _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?
    /// A row's view; by default a centered label of the row's title.
    func pickerView(
      _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    /// A row was selected by the user (never, in a still).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
  }

  extension UIPickerViewDelegate {
    /// 0: the wheels share the width.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// 0: UIKit's row height.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    { nil }
    /// No attributed title.
    public func pickerView(
      _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? { nil }
    /// A centered label of the attributed title or title.
    public func pickerView(
      _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
      let label = UILabel()
      label.text =
        self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)?.string
        ?? self.pickerView(pickerView, titleForRow: row, forComponent: component)
      label.textAlignment = .center
      label.font = .systemFont(ofSize: 21)
      return label
    }
    /// Nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
  }

  /// UIKit's spinning-wheel picker: drawn as SwiftUI's wheel picker draws, one wheel per component
  /// under one selection band, each showing the rows its data source and delegate give around the
  /// selected one (fading away from it).
  @MainActor @preconcurrency open class UIPickerView: UIView {
    /// Where the wheels and rows come from.
    open weak var dataSource: (any UIPickerViewDataSource)?
    /// What the rows look like.
    open weak var delegate: (any UIPickerViewDelegate)?
    private var selected: [Int: Int] = [:]

    /// The number of wheels (the data source's; 0 without one).
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }
    /// The number of rows of a wheel.
    open func numberOfRows(inComponent component: Int) -> Int {
      guard component >= 0, component < numberOfComponents else { return 0 }
      return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }
    /// The size of a wheel's rows, in points.
    open func rowSize(forComponent component: Int) -> CGSize {
      let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
      let width = delegate?.pickerView(self, widthForComponent: component) ?? 0
      return CGSize(
        width: width.isFinite && width > 0 ? width : bounds.width,
        height: height.isFinite && height > 0 ? height : 32)
    }
    /// The view of a row (the delegate's).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
      delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
    }
    /// Reads the data source again (on every draw here).
    open func reloadAllComponents() {}
    /// Reads a wheel's rows again (on every draw here).
    open func reloadComponent(_ component: Int) {}
    /// Selects a row of a wheel.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
      selected[component] = row
    }
    /// The selected row of a wheel; -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
      let rows = numberOfRows(inComponent: component)
      guard rows > 0 else { return -1 }
      return min(max(0, selected[component] ?? 0), rows - 1)
    }

    /// UIKit's picker size, 320 x 216 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
    override var isDrawnByTessera: Bool { true }

    private struct Row: Identifiable {
      let id: Int
      let view: AnyView
    }

    override func swiftUIContent() -> AnyView? {
      let count = numberOfComponents
      guard count > 0 else { return nil }
      // Everything the wheels show is read now, on the main actor; the view holds values only.
      var wheels: [Row] = []
      for component in 0..<count {
        let rows = numberOfRows(inComponent: component)
        let selection = selectedRow(inComponent: component)
        let height = rowSize(forComponent: component).height
        var shown: [Row] = []
        for offset in -3...3 {
          let row = selection + offset
          let content: AnyView
          if rows > 0, row >= 0, row < rows,
            let drawn = view(forRow: row, forComponent: component)?.swiftUIContent()
          {
            // Rows away from the selection fade as the wheel turns them away, as SwiftUI's wheel.
            content = AnyView(drawn.opacity(WheelPickerBody.rowOpacity(offset)))
          } else {
            content = AnyView(Color.clear)
          }
          shown.append(Row(id: offset, view: AnyView(content.frame(height: height))))
        }
        let wheel = VStack(spacing: 0) { ForEach(shown) { $0.view } }
        let width = delegate?.pickerView(self, widthForComponent: component) ?? 0
        wheels.append(
          Row(
            id: component,
            view: width > 0 && width.isFinite
              ? AnyView(wheel.frame(width: width)) : AnyView(wheel.frame(maxWidth: .infinity))))
      }
      let band = rowSize(forComponent: 0).height
      // One selection band across every wheel, as UIKit draws it.
      return AnyView(
        ZStack {
          RoundedRectangle(cornerRadius: 8).fill(SystemColors.tertiarySystemFill.color).frame(height: band)
            .padding(.horizontal, 8)
          HStack(spacing: 0) { ForEach(wheels) { $0.view } }.padding(.horizontal, 8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .clipped())
    }
  }
#endif
