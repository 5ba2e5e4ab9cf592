#if !canImport(Darwin)
  /// The system's well-known types, as Apple's UniformTypeIdentifiers declares them (identifiers,
  /// conformances, filename extensions and MIME types from Apple's published documentation).
  extension UTType {
    /// The root of every type (`public.item`).
    public static let item = UTType.known("public.item")
    /// Content people read or view (`public.content`).
    public static let content = UTType.known("public.content")
    /// Content made of several kinds (PDF, web archives) (`public.composite-content`).
    public static let compositeContent = UTType.known("public.composite-content")
    /// Bytes: any file's contents (`public.data`).
    public static let data = UTType.known("public.data")
    /// A folder or package (`public.directory`).
    public static let directory = UTType.known("public.directory")
    /// A folder people open (`public.folder`).
    public static let folder = UTType.known("public.folder")
    /// A mounted volume (`public.volume`).
    public static let volume = UTType.known("public.volume")
    /// A folder shown as one file (`com.apple.package`).
    public static let package = UTType.known("com.apple.package")
    /// A bundle (`com.apple.bundle`).
    public static let bundle = UTType.known("com.apple.bundle")
    /// A symbolic link (`public.symlink`).
    public static let symbolicLink = UTType.known("public.symlink")
    /// A Finder alias (`com.apple.alias-file`).
    public static let aliasFile = UTType.known("com.apple.alias-file")
    /// A URL (`public.url`).
    public static let url = UTType.known("public.url")
    /// A file URL (`public.file-url`).
    public static let fileURL = UTType.known("public.file-url")
    /// A bookmark (`public.bookmark`).
    public static let bookmark = UTType.known("public.bookmark")
    /// Text of any encoding (`public.text`).
    public static let text = UTType.known("public.text")
    /// Plain text (`public.plain-text`).
    public static let plainText = UTType.known("public.plain-text")
    /// Plain text in UTF-8 (`public.utf8-plain-text`).
    public static let utf8PlainText = UTType.known("public.utf8-plain-text")
    /// Plain text in UTF-16 (`public.utf16-plain-text`).
    public static let utf16PlainText = UTType.known("public.utf16-plain-text")
    /// Plain text in UTF-16 with a byte-order mark (`public.utf16-external-plain-text`).
    public static let utf16ExternalPlainText = UTType.known("public.utf16-external-plain-text")
    /// Delimited values (`public.delimited-values-text`).
    public static let delimitedText = UTType.known("public.delimited-values-text")
    /// Comma-separated values (`public.comma-separated-values-text`).
    public static let commaSeparatedText = UTType.known("public.comma-separated-values-text")
    /// Tab-separated values (`public.tab-separated-values-text`).
    public static let tabSeparatedText = UTType.known("public.tab-separated-values-text")
    /// Tab-separated values in UTF-8 (`public.utf8-tab-separated-values-text`).
    public static let utf8TabSeparatedText = UTType.known("public.utf8-tab-separated-values-text")
    /// Rich Text (`public.rtf`).
    public static let rtf = UTType.known("public.rtf")
    /// HTML (`public.html`).
    public static let html = UTType.known("public.html")
    /// XML (`public.xml`).
    public static let xml = UTType.known("public.xml")
    /// YAML (`public.yaml`).
    public static let yaml = UTType.known("public.yaml")
    /// JSON (`public.json`).
    public static let json = UTType.known("public.json")
    /// Markdown (`net.daringfireball.markdown`).
    public static let markdown = UTType.known("net.daringfireball.markdown")
    /// A log (`public.log`).
    public static let log = UTType.known("public.log")
    /// Source code (`public.source-code`).
    public static let sourceCode = UTType.known("public.source-code")
    /// C source (`public.c-source`).
    public static let cSource = UTType.known("public.c-source")
    /// C header (`public.c-header`).
    public static let cHeader = UTType.known("public.c-header")
    /// C++ source (`public.c-plus-plus-source`).
    public static let cPlusPlusSource = UTType.known("public.c-plus-plus-source")
    /// C++ header (`public.c-plus-plus-header`).
    public static let cPlusPlusHeader = UTType.known("public.c-plus-plus-header")
    /// Objective-C source (`public.objective-c-source`).
    public static let objectiveCSource = UTType.known("public.objective-c-source")
    /// Objective-C++ source (`public.objective-c-plus-plus-source`).
    public static let objectiveCPlusPlusSource = UTType.known("public.objective-c-plus-plus-source")
    /// Swift source (`public.swift-source`).
    public static let swiftSource = UTType.known("public.swift-source")
    /// Assembly source (`public.assembly-source`).
    public static let assemblyLanguageSource = UTType.known("public.assembly-source")
    /// A script (`public.script`).
    public static let script = UTType.known("public.script")
    /// A shell script (`public.shell-script`).
    public static let shellScript = UTType.known("public.shell-script")
    /// A Python script (`public.python-script`).
    public static let pythonScript = UTType.known("public.python-script")
    /// A Ruby script (`public.ruby-script`).
    public static let rubyScript = UTType.known("public.ruby-script")
    /// A Perl script (`public.perl-script`).
    public static let perlScript = UTType.known("public.perl-script")
    /// A PHP script (`public.php-script`).
    public static let phpScript = UTType.known("public.php-script")
    /// JavaScript (`com.netscape.javascript-source`).
    public static let javaScript = UTType.known("com.netscape.javascript-source")
    /// A makefile (`public.make-source`).
    public static let makefile = UTType.known("public.make-source")
    /// A property list (`com.apple.property-list`).
    public static let propertyList = UTType.known("com.apple.property-list")
    /// An XML property list (`com.apple.xml-property-list`).
    public static let xmlPropertyList = UTType.known("com.apple.xml-property-list")
    /// A binary property list (`com.apple.binary-property-list`).
    public static let binaryPropertyList = UTType.known("com.apple.binary-property-list")
    /// PDF (`com.adobe.pdf`).
    public static let pdf = UTType.known("com.adobe.pdf")
    /// RTFD (`com.apple.rtfd`).
    public static let rtfd = UTType.known("com.apple.rtfd")
    /// Flat RTFD (`com.apple.flat-rtfd`).
    public static let flatRTFD = UTType.known("com.apple.flat-rtfd")
    /// A web archive (`com.apple.webarchive`).
    public static let webArchive = UTType.known("com.apple.webarchive")
    /// EPUB (`org.idpf.epub-container`).
    public static let epub = UTType.known("org.idpf.epub-container")
    /// An image (`public.image`).
    public static let image = UTType.known("public.image")
    /// PNG (`public.png`).
    public static let png = UTType.known("public.png")
    /// JPEG (`public.jpeg`).
    public static let jpeg = UTType.known("public.jpeg")
    /// GIF (`com.compuserve.gif`).
    public static let gif = UTType.known("com.compuserve.gif")
    /// TIFF (`public.tiff`).
    public static let tiff = UTType.known("public.tiff")
    /// BMP (`com.microsoft.bmp`).
    public static let bmp = UTType.known("com.microsoft.bmp")
    /// Windows icon (`com.microsoft.ico`).
    public static let ico = UTType.known("com.microsoft.ico")
    /// Apple icon (`com.apple.icns`).
    public static let icns = UTType.known("com.apple.icns")
    /// HEIF (`public.heif-standard`).
    public static let heif = UTType.known("public.heif-standard")
    /// HEIC (`public.heic`).
    public static let heic = UTType.known("public.heic")
    /// WebP (`org.webmproject.webp`).
    public static let webP = UTType.known("org.webmproject.webp")
    /// SVG (`public.svg-image`).
    public static let svg = UTType.known("public.svg-image")
    /// A camera raw image (`public.camera-raw-image`).
    public static let rawImage = UTType.known("public.camera-raw-image")
    /// A Live Photo (`com.apple.live-photo`).
    public static let livePhoto = UTType.known("com.apple.live-photo")
    /// 3D content (`public.3d-content`).
    public static let threeDContent = UTType.known("public.3d-content")
    /// USD (`com.pixar.universal-scene-description`).
    public static let usd = UTType.known("com.pixar.universal-scene-description")
    /// USDZ (`com.pixar.universal-scene-description-mobile`).
    public static let usdz = UTType.known("com.pixar.universal-scene-description-mobile")
    /// A Reality file (`com.apple.reality`).
    public static let realityFile = UTType.known("com.apple.reality")
    /// Audio or video (`public.audiovisual-content`).
    public static let audiovisualContent = UTType.known("public.audiovisual-content")
    /// A movie (`public.movie`).
    public static let movie = UTType.known("public.movie")
    /// Video (`public.video`).
    public static let video = UTType.known("public.video")
    /// Audio (`public.audio`).
    public static let audio = UTType.known("public.audio")
    /// QuickTime movie (`com.apple.quicktime-movie`).
    public static let quickTimeMovie = UTType.known("com.apple.quicktime-movie")
    /// MPEG (`public.mpeg`).
    public static let mpeg = UTType.known("public.mpeg")
    /// MPEG-4 movie (`public.mpeg-4`).
    public static let mpeg4Movie = UTType.known("public.mpeg-4")
    /// MPEG-4 audio (`public.mpeg-4-audio`).
    public static let mpeg4Audio = UTType.known("public.mpeg-4-audio")
    /// MP3 (`public.mp3`).
    public static let mp3 = UTType.known("public.mp3")
    /// WAVE (`com.microsoft.waveform-audio`).
    public static let wav = UTType.known("com.microsoft.waveform-audio")
    /// AIFF (`public.aiff-audio`).
    public static let aiff = UTType.known("public.aiff-audio")
    /// MIDI (`public.midi-audio`).
    public static let midi = UTType.known("public.midi-audio")
    /// AVI (`public.avi`).
    public static let avi = UTType.known("public.avi")
    /// A playlist (`public.playlist`).
    public static let playlist = UTType.known("public.playlist")
    /// M3U playlist (`public.m3u-playlist`).
    public static let m3uPlaylist = UTType.known("public.m3u-playlist")
    /// An archive (`public.archive`).
    public static let archive = UTType.known("public.archive")
    /// ZIP archive (`public.zip-archive`).
    public static let zip = UTType.known("public.zip-archive")
    /// Gzip archive (`org.gnu.gnu-zip-archive`).
    public static let gzip = UTType.known("org.gnu.gnu-zip-archive")
    /// Bzip2 archive (`public.bzip2-archive`).
    public static let bz2 = UTType.known("public.bzip2-archive")
    /// Tar archive (`public.tar-archive`).
    public static let tarArchive = UTType.known("public.tar-archive")
    /// Apple archive (`com.apple.archive`).
    public static let appleArchive = UTType.known("com.apple.archive")
    /// A disk image (`public.disk-image`).
    public static let diskImage = UTType.known("public.disk-image")
    /// An executable (`public.executable`).
    public static let executable = UTType.known("public.executable")
    /// A Unix executable (`public.unix-executable`).
    public static let unixExecutable = UTType.known("public.unix-executable")
    /// A Windows executable (`com.microsoft.windows-executable`).
    public static let exe = UTType.known("com.microsoft.windows-executable")
    /// An application (`com.apple.application`).
    public static let application = UTType.known("com.apple.application")
    /// An application bundle (`com.apple.application-bundle`).
    public static let applicationBundle = UTType.known("com.apple.application-bundle")
    /// A framework (`com.apple.framework`).
    public static let framework = UTType.known("com.apple.framework")
    /// A spreadsheet (`public.spreadsheet`).
    public static let spreadsheet = UTType.known("public.spreadsheet")
    /// A presentation (`public.presentation`).
    public static let presentation = UTType.known("public.presentation")
    /// A database (`public.database`).
    public static let database = UTType.known("public.database")
    /// A message (`public.message`).
    public static let message = UTType.known("public.message")
    /// An email message (`public.email-message`).
    public static let emailMessage = UTType.known("public.email-message")
    /// A contact (`public.contact`).
    public static let contact = UTType.known("public.contact")
    /// VCard (`public.vcard`).
    public static let vCard = UTType.known("public.vcard")
    /// A calendar event (`public.calendar-event`).
    public static let calendarEvent = UTType.known("public.calendar-event")
    /// A to-do item (`public.to-do-item`).
    public static let toDoItem = UTType.known("public.to-do-item")
    /// An internet location (`com.apple.internet-location`).
    public static let internetLocation = UTType.known("com.apple.internet-location")
    /// A font (`public.font`).
    public static let font = UTType.known("public.font")
    /// PKCS #12 (`com.rsa.pkcs-12`).
    public static let pkcs12 = UTType.known("com.rsa.pkcs-12")
    /// X.509 certificate (`public.x509-certificate`).
    public static let x509Certificate = UTType.known("public.x509-certificate")

    /// A built-in type by identifier; every identifier named above is in the table.
    static func known(_ identifier: String) -> UTType {
      builtIn[identifier]
        ?? UTType(identifier: identifier, parents: [], extensions: [], mimeTypes: [], declared: true)
    }

    /// The built-in types in table order (the first match wins for an extension or MIME type).
    static let builtInInOrder: [UTType] = table.map {
      UTType(identifier: $0.0, parents: $0.1, extensions: $0.2, mimeTypes: $0.3, declared: true)
    }

    /// The built-in types by identifier.
    static let builtIn: [String: UTType] = Dictionary(
      builtInInOrder.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

    /// Identifier, supertypes, extensions, MIME types.
    private static let table: [(String, [String], [String], [String])] = [
      ("public.item", [], [], []),
      ("public.content", ["public.item"], [], []),
      ("public.composite-content", ["public.content"], [], []),
      ("public.data", ["public.item"], [], []),
      ("public.directory", ["public.item"], [], []),
      ("public.folder", ["public.directory"], [], []),
      ("public.volume", ["public.folder"], [], []),
      ("com.apple.package", ["public.directory"], [], []),
      ("com.apple.bundle", ["public.directory"], [], []),
      ("public.symlink", ["public.item"], [], []),
      ("com.apple.alias-file", ["public.data"], [], []),
      ("public.url", ["public.data"], [], []),
      ("public.file-url", ["public.url"], [], []),
      ("public.bookmark", ["public.data"], [], []),
      ("public.text", ["public.data", "public.content"], [], []),
      ("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"]),
      ("public.utf8-plain-text", ["public.plain-text"], [], []),
      ("public.utf16-plain-text", ["public.plain-text"], [], []),
      ("public.utf16-external-plain-text", ["public.plain-text"], [], []),
      ("public.delimited-values-text", ["public.text"], [], []),
      ("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv"]),
      (
        "public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"],
        ["text/tab-separated-values"]
      ),
      ("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"], [], []),
      ("public.rtf", ["public.text"], ["rtf"], ["text/rtf"]),
      ("public.html", ["public.text"], ["html", "htm"], ["text/html"]),
      ("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"]),
      ("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"]),
      ("public.json", ["public.text"], ["json"], ["application/json"]),
      ("net.daringfireball.markdown", ["public.plain-text"], ["md", "markdown"], ["text/markdown"]),
      ("public.log", ["public.plain-text"], ["log"], []),
      ("public.source-code", ["public.plain-text"], [], []),
      ("public.c-source", ["public.source-code"], ["c"], ["text/x-c"]),
      ("public.c-header", ["public.source-code"], ["h"], ["text/x-c"]),
      ("public.c-plus-plus-source", ["public.source-code"], ["cpp", "cc", "cxx"], ["text/x-c++"]),
      ("public.c-plus-plus-header", ["public.source-code"], ["hpp", "hh"], []),
      ("public.objective-c-source", ["public.source-code"], ["m"], []),
      ("public.objective-c-plus-plus-source", ["public.source-code"], ["mm"], []),
      ("public.swift-source", ["public.source-code"], ["swift"], ["text/x-swift"]),
      ("public.assembly-source", ["public.source-code"], ["s"], []),
      ("public.script", ["public.source-code"], [], []),
      ("public.shell-script", ["public.script"], ["sh", "command"], ["application/x-sh"]),
      ("public.python-script", ["public.script"], ["py"], ["text/x-python"]),
      ("public.ruby-script", ["public.script"], ["rb"], ["text/x-ruby"]),
      ("public.perl-script", ["public.script"], ["pl", "pm"], ["text/x-perl"]),
      ("public.php-script", ["public.script"], ["php"], ["text/php"]),
      ("com.netscape.javascript-source", ["public.script"], ["js", "mjs"], ["text/javascript"]),
      ("public.make-source", ["public.script"], ["mk"], []),
      ("com.apple.property-list", ["public.data"], ["plist"], []),
      ("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], [], []),
      ("com.apple.binary-property-list", ["com.apple.property-list"], [], []),
      ("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"]),
      ("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"], []),
      ("com.apple.flat-rtfd", ["public.data", "public.composite-content"], [], []),
      (
        "com.apple.webarchive", ["public.data", "public.composite-content"], ["webarchive"],
        ["application/x-webarchive"]
      ),
      (
        "org.idpf.epub-container", ["public.zip-archive", "public.composite-content"], ["epub"],
        ["application/epub+zip"]
      ),
      ("public.image", ["public.data", "public.content"], [], []),
      ("public.png", ["public.image"], ["png"], ["image/png"]),
      ("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg"]),
      ("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"]),
      ("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"]),
      ("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"]),
      ("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon"]),
      ("com.apple.icns", ["public.image"], ["icns"], []),
      ("public.heif-standard", ["public.image"], ["heif"], ["image/heif"]),
      ("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"]),
      ("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"]),
      ("public.svg-image", ["public.image", "public.xml"], ["svg"], ["image/svg+xml"]),
      ("public.camera-raw-image", ["public.image"], [], []),
      ("com.apple.live-photo", ["public.content"], [], []),
      ("public.3d-content", ["public.content"], [], []),
      (
        "com.pixar.universal-scene-description", ["public.3d-content", "public.data"],
        ["usd", "usda", "usdc"], []
      ),
      (
        "com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data"], ["usdz"],
        ["model/vnd.usdz+zip"]
      ),
      ("com.apple.reality", ["public.data"], ["reality"], []),
      ("public.audiovisual-content", ["public.data", "public.content"], [], []),
      ("public.movie", ["public.audiovisual-content"], [], []),
      ("public.video", ["public.movie"], [], []),
      ("public.audio", ["public.audiovisual-content"], [], []),
      ("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"]),
      ("public.mpeg", ["public.movie"], ["mpeg", "mpg"], ["video/mpeg"]),
      ("public.mpeg-4", ["public.movie"], ["mp4"], ["video/mp4"]),
      ("public.mpeg-4-audio", ["public.audio"], ["m4a"], ["audio/mp4"]),
      ("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg"]),
      ("com.microsoft.waveform-audio", ["public.audio"], ["wav"], ["audio/wav"]),
      ("public.aiff-audio", ["public.audio"], ["aiff", "aif"], ["audio/aiff"]),
      ("public.midi-audio", ["public.audio"], ["mid", "midi"], ["audio/midi"]),
      ("public.avi", ["public.movie"], ["avi"], ["video/avi"]),
      ("public.playlist", ["public.item"], [], []),
      ("public.m3u-playlist", ["public.playlist", "public.text"], ["m3u", "m3u8"], ["audio/mpegurl"]),
      ("public.archive", ["public.data"], [], []),
      ("public.zip-archive", ["public.archive"], ["zip"], ["application/zip"]),
      ("org.gnu.gnu-zip-archive", ["public.archive"], ["gz", "gzip"], ["application/gzip"]),
      ("public.bzip2-archive", ["public.archive"], ["bz2"], ["application/x-bzip2"]),
      ("public.tar-archive", ["public.archive"], ["tar"], ["application/x-tar"]),
      ("com.apple.archive", ["public.archive"], ["aar"], []),
      ("public.disk-image", ["public.archive"], [], []),
      ("public.executable", ["public.item"], [], []),
      ("public.unix-executable", ["public.data", "public.executable"], [], []),
      (
        "com.microsoft.windows-executable", ["public.data", "public.executable"], ["exe"],
        ["application/x-msdownload"]
      ),
      ("com.apple.application", ["public.executable"], [], []),
      ("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle"], ["app"], []),
      ("com.apple.framework", ["com.apple.bundle"], ["framework"], []),
      ("public.spreadsheet", ["public.content"], [], []),
      ("public.presentation", ["public.content"], [], []),
      ("public.database", ["public.item"], [], []),
      ("public.message", ["public.item"], [], []),
      ("public.email-message", ["public.message"], ["eml"], ["message/rfc822"]),
      ("public.contact", ["public.item"], [], []),
      ("public.vcard", ["public.contact", "public.text"], ["vcf", "vcard"], ["text/vcard"]),
      ("public.calendar-event", ["public.item"], [], []),
      ("public.to-do-item", ["public.item"], [], []),
      ("com.apple.internet-location", ["public.data"], [], []),
      ("public.font", ["public.data", "public.content"], [], []),
      ("com.rsa.pkcs-12", ["public.data"], ["p12", "pfx"], ["application/x-pkcs12"]),
      ("public.x509-certificate", ["public.data"], ["cer", "crt", "der"], ["application/x-x509-ca-cert"]),
    ]
  }
#endif
