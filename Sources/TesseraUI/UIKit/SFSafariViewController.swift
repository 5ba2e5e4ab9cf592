import Foundation

#if !canImport(Darwin)
  /// What an in-app browser's owner hears, as SafariServices' (every method optional).
  @MainActor @preconcurrency public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The user closed the browser.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading (never, in a still).
    func safariViewController(
      _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
  }

  extension SFSafariViewControllerDelegate {
    /// Nothing.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Nothing.
    public func safariViewController(
      _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) {}
  }

  /// SafariServices' in-app browser, so code that shows a web page in it compiles. A still cannot
  /// load a page: the controller's view draws its background only, and the render's warnings
  /// name it.
  @MainActor @preconcurrency open class SFSafariViewController: UIViewController {
    /// How the browser opens, as SafariServices'.
    @MainActor @preconcurrency open class Configuration {
      /// Whether Reader opens when the page has it. Default false.
      open var entersReaderIfAvailable = false
      /// Whether the bars shrink while scrolling. Default true.
      open var barCollapsingEnabled = true
      /// A configuration with the defaults.
      public init() {}
    }

    /// The style of the Done button.
    public enum DismissButtonStyle: Int, Sendable {
      /// "Done".
      case done
      /// "Close".
      case close
      /// "Cancel".
      case cancel
    }

    /// The page the browser opens.
    public let url: URL
    /// How the browser opens.
    public let configuration: Configuration
    /// Who hears about the browser.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The tint of the bar's controls; nil for the system's.
    open var preferredControlTintColor: UIColor?
    /// The bars' color; nil for the system's.
    open var preferredBarTintColor: UIColor?
    /// The style of the Done button. Default `.done`.
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// A browser of `url` with a configuration.
    public init(url: URL, configuration: Configuration = Configuration()) {
      self.url = url
      self.configuration = configuration
      super.init(nibName: nil, bundle: nil)
    }

    /// A browser of `url`, in Reader when `entersReaderIfAvailable`.
    public convenience init(url: URL, entersReaderIfAvailable: Bool) {
      let configuration = Configuration()
      configuration.entersReaderIfAvailable = entersReaderIfAvailable
      self.init(url: url, configuration: configuration)
    }

    /// A browser from an archive: none here.
    public required init?(coder: NSCoder) { return nil }
  }
#endif
