import Foundation

#if !canImport(Darwin)
  /// What a `UINavigationController` tells its delegate (nothing here: a picker's delegate must
  /// also be one, as UIKit declares it).
  @MainActor @preconcurrency public protocol UINavigationControllerDelegate: AnyObject {}

  /// What a `UIImagePickerController` tells its delegate; every method has a default that does
  /// nothing. Nothing is picked in a still, so none is called.
  @MainActor @preconcurrency public protocol UIImagePickerControllerDelegate: AnyObject {
    /// A photo or movie was picked.
    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The picker was cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
  }

  extension UIImagePickerControllerDelegate {
    /// Does nothing.
    public func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    /// Does nothing.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
  }

  /// UIKit's navigation controller: its view controllers are kept; drawn as its top controller's
  /// view.
  @MainActor @preconcurrency open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = []
    /// The delegate.
    open weak var delegate: UINavigationControllerDelegate?
    /// The navigation bar.
    public let navigationBar = UINavigationBar()
    /// A navigation controller with a root controller.
    public init(rootViewController: UIViewController) {
      viewControllers = [rootViewController]
      super.init(nibName: nil, bundle: nil)
    }
    /// A navigation controller with no controller.
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// A navigation controller from an archive: none here.
    public required init?(coder: NSCoder) { return nil }
    /// Pushes a controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      viewControllers.append(viewController)
    }
    /// Pops the top controller.
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
      viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
    /// The top controller's view.
    open override func loadView() { view = viewControllers.last?.view ?? UIView() }
  }

  /// UIKit's camera and photo picker: made and configured as on iOS; the system draws it, so it
  /// draws nothing here and the render's warnings say so.
  @MainActor @preconcurrency open class UIImagePickerController: UINavigationController {
    /// Where the picker takes photos from.
    public enum SourceType: Int, Sendable {
      /// The photo library.
      case photoLibrary
      /// The camera.
      case camera
      /// The saved photos album.
      case savedPhotosAlbum
    }
    /// The camera's capture mode.
    public enum CameraCaptureMode: Int, Sendable {
      /// Photos.
      case photo
      /// Video.
      case video
    }
    /// Keys of the picked media's information.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
      /// The key's name.
      public var rawValue: String
      /// A key by name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The media type.
      public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
      /// The original image.
      public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
      /// The edited image.
      public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
      /// The crop rectangle.
      public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
      /// The movie's URL.
      public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
      /// The image file's URL.
      public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
    /// Where photos come from. Default `.photoLibrary`.
    open var sourceType: SourceType = .photoLibrary
    /// Whether the user may crop. Default false.
    open var allowsEditing = false
    /// The media types offered.
    open var mediaTypes: [String] = ["public.image"]
    /// The camera's capture mode. Default `.photo`.
    open var cameraCaptureMode: CameraCaptureMode = .photo
    /// The delegate, told what is picked.
    open weak var pickerDelegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// The delegate (UIKit's `delegate` of a picker is both kinds).
    open override var delegate: UINavigationControllerDelegate? {
      get { pickerDelegate }
      set { pickerDelegate = newValue as? (UIImagePickerControllerDelegate & UINavigationControllerDelegate) }
    }
    /// Whether a source is available: only the photo library here (there is no camera).
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType == .photoLibrary }

    /// A picker.
    public init() { super.init(nibName: nil, bundle: nil) }
    /// A picker from an archive: none here.
    public required init?(coder: NSCoder) { return nil }
  }
#endif
