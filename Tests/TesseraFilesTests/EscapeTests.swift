import Testing

@testable import TesseraFiles

@Suite struct EscapeTests {
  @Test func consoleShowsControlsAsEscapesOnOneLine() {
    let hostile = "a\u{1B}]52;c;cHduZWQ=\u{07}b\n::error file=x::pwned\r\tc\\d\u{202E}e"
    let shown = Escape.console(hostile)
    #expect(shown == "a\\u{1B}]52;c;cHduZWQ=\\u{7}b\\n::error file=x::pwned\\r\\tc\\\\d\\u{202E}e")
    #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    #expect(!shown.contains("\n"))
    #expect(Escape.console("Ünïcode folder/badge 1.png") == "Ünïcode folder/badge 1.png")
  }

  @Test func namesThatAreNotUTF8AreShownByteByByte() {
    #expect(Escape.displayName([0x63, 0x61, 0x66, 0xC3, 0xA9]) == "café")
    #expect(Escape.displayName([0x62, 0x61, 0x64, 0xFF, 0x2E]) == "bad\\xFF.")
    #expect(Escape.displayName([0xE2, 0x82]) == "\\xE2\\x82")
    #expect(Escape.console(bytes: [0x61, 0x1B, 0xFE]) == "a\\u{1B}\\xFE")
  }

  @Test func htmlAndURLs() {
    #expect(Escape.html("<img src=x onerror='a'>&\"") == "&lt;img src=x onerror=&#39;a&#39;&gt;&amp;&quot;")
    #expect(Escape.urlPath("A/b#c?d%e f@2x.png") == "A/b%23c%3Fd%25e%20f@2x.png")
  }

  @Test func markdownCodeSpansOutlastEveryBacktickRun() {
    #expect(Escape.markdownCode("plain.png") == "`plain.png`")
    #expect(Escape.markdownCode("a`b") == "``a`b``")
    #expect(Escape.markdownCode("``x") == "``` ``x ```")
    #expect(Escape.markdownCode("a|b\nc") == "`a\\|b\\nc`")
    #expect(Escape.markdownText("*bold* <script>|") == "\\*bold\\* \\<script\\>\\|")
  }

  @Test func xmlKeepsNewlinesAndTabsThroughAttributes() {
    #expect(Escape.xml("a\nb\tc\r<&>\"'") == "a&#10;b&#9;c&#13;&lt;&amp;&gt;&quot;&apos;")
    #expect(Escape.xml("bell\u{07}") == "bell\\u{7}")
  }
}
