import Foundation
import TesseraDisplayList
import TesseraUI
import Testing

/// A sheet a quarter of the largest detent high, at least 180 points.
private struct QuarterDetent: CustomPresentationDetent {
  static func height(in context: Context) -> CGFloat? { max(context.maxDetentValue * 0.25, 180) }
}

private struct Bounce {
  var y = 3.0
  var angle = Angle.zero
}

@Suite struct KeyframeTimelineTests {
  @Test func startsAtTheInitialValueAndFollowsEachTrack() {
    let timeline = KeyframeTimeline(initialValue: Bounce()) {
      KeyframeTrack(\.y) {
        LinearKeyframe(13.0, duration: 1)
        MoveKeyframe(50.0)
        LinearKeyframe(60.0, duration: 1)
      }
      KeyframeTrack(\.angle) {
        CubicKeyframe(.degrees(90), duration: 0.5)
      }
    }
    #expect(timeline.duration == 2)
    #expect(timeline.value(time: 0).y == 3)
    #expect(timeline.value(time: 0).angle == .zero)
    #expect(close(timeline.value(time: 0.5).y, 8))
    // The move keyframe jumps: 50 at the start of the last segment, then linear to 60.
    #expect(close(timeline.value(time: 1.5).y, 55))
    #expect(close(timeline.value(time: 0.5).angle.degrees, 90))
    // Past its end each track holds its last value.
    #expect(timeline.value(time: 9).y == 60)
    #expect(close(timeline.value(progress: 0.75).y, 55))
  }

  @Test func springAndCubicKeyframesMoveTowardsTheirValues() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(10.0, duration: 1, spring: .smooth)
      CubicKeyframe(20.0, duration: 1)
    }
    let early = timeline.value(time: 0.1)
    #expect(early > 0 && early < 10)
    #expect(close(timeline.value(time: 2), 20))
    #expect(abs(timeline.value(time: 0.999) - 10) < 0.1)
  }

  @Test func unitCurvesAndSprings() {
    #expect(close(UnitCurve.linear.value(at: 0.3), 0.3))
    #expect(UnitCurve.easeIn.value(at: 0.5) < 0.5)
    #expect(UnitCurve.easeOut.value(at: 0.5) > 0.5)
    #expect(close(UnitCurve.easeInOut.value(at: 0.5), 0.5))
    #expect(Spring.bouncy.bounce == 0.3)
    #expect(Spring.smooth.settlingDuration > 0.5)
  }
}

@Suite struct AnimatorAndScrollEffectTests {
  @MainActor @Test func keyframeAnimatorDrawsTheInitialValue() throws {
    let view = Color.red.frame(width: 10, height: 10)
      .keyframeAnimator(initialValue: 5.0, trigger: 0) { content, x in
        content.offset(x: x)
      } keyframes: { _ in
        LinearKeyframe(100.0, duration: 1)
      }
    let f = try frames(view)
    #expect(f.frames.map(\.minX) == [5])
  }

  @MainActor @Test func phaseAnimatorDrawsTheFirstPhase() throws {
    let view = Color.red.frame(width: 10, height: 10)
      .phaseAnimator([12.0, 40.0], trigger: 1) { content, x in
        content.offset(x: x)
      } animation: { _ in
        .bouncy
      }
    #expect(try frames(view).frames.map(\.minX) == [12])
    let looping = PhaseAnimator([7.0, 9.0]) { x in Color.blue.frame(width: 10, height: 10).offset(y: x) }
    #expect(try frames(looping).frames.map(\.minY) == [7])
  }

  /// Three 80-point squares in a 100-point horizontal scroll view.
  @MainActor func strip(_ configuration: ScrollTransitionConfiguration) -> some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<3, id: \.self) { _ in
          Color.red.frame(width: 80, height: 80)
            .scrollTransition(configuration) { content, phase in content.offset(y: phase.value * 10) }
        }
      }
    }
    .frame(width: 100, height: 80)
  }

  @MainActor @Test func scrollTransitionPhasesFollowTheFrameInTheScrollView() throws {
    // Fully visible: identity; partly or not visible, past the trailing edge: bottomTrailing.
    #expect(try frames(strip(.interactive)).frames.map(\.minY) == [0, 10, 10])
    // Visible while any part shows.
    #expect(try frames(strip(.animated.threshold(.hidden))).frames.map(\.minY) == [0, 0, 10])
    // 20 of 80 points of the second square show: a quarter.
    #expect(try frames(strip(.animated.threshold(.visible(0.25)))).frames.map(\.minY) == [0, 0, 10])
    #expect(try frames(strip(.identity)).frames.map(\.minY) == [0, 0, 0])
    // Outside a scroll view: identity.
    let alone = Color.red.frame(width: 10, height: 10)
      .scrollTransition { content, phase in content.offset(x: phase.isIdentity ? 0 : 50) }
    #expect(try frames(alone).frames.map(\.minX) == [0])
  }

  @MainActor @Test func scrollTransitionDrawsEffectsInOrder() throws {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 0) {
        Color.red.frame(width: 80, height: 80)
        Color.blue.frame(width: 80, height: 80)
          .scrollTransition { content, phase in
            content.scaleEffect(phase.isIdentity ? 1 : 0.5).opacity(phase.isIdentity ? 1 : 0.6)
          }
      }
    }
    .frame(width: 100, height: 80)
    let dump = try ImageRenderer(content: view).displayList().dump
    #expect(dump.contains("opacity"), "\(dump)")
    #expect(dump.contains("transform"), "\(dump)")
  }

  @MainActor @Test func visualEffectGetsTheFrameWhereTheViewIsDrawn() throws {
    let view = VStack(spacing: 0) {
      Color.clear.frame(width: 10, height: 30)
      Color.red.frame(width: 10, height: 10)
        .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY) }
    }
    #expect(try frames(view).frames.last?.minX == 30)
    // In a scroll view's coordinate space: from the scroll view's top, below 50 points of padding.
    let scrolled = VStack(spacing: 0) {
      Color.clear.frame(width: 10, height: 50)
      ScrollView {
        VStack(spacing: 0) {
          Color.clear.frame(width: 10, height: 20)
          Color.red.frame(width: 10, height: 10)
            .visualEffect { content, proxy in
              content.offset(x: proxy.frame(in: .scrollView(axis: .vertical)).minY)
            }
        }
      }
      .frame(width: 100, height: 100)
    }
    let f = try frames(scrolled)
    #expect(f.frames.last?.minY == 70)
    #expect(close(f.frames.last?.minX ?? 0, 45 + 20))
  }

  @MainActor @Test func customDetentSizesTheSheet() throws {
    let view = Color.white.sheet(isPresented: .constant(true)) {
      Color.red.presentationDetents([.custom(QuarterDetent.self)])
    }
    let f = try frames(view, width: 400, height: 800)
    // The largest detent is 800 − 60 points (the gap above a large sheet) less the 8 points a
    // floating iOS 26 sheet keeps from the bottom: a quarter is 183.
    #expect(f.frames.contains { close($0.height, 183) }, "\(f.frames)")
  }

  /// A detent or corner radius that is not a usable number is named in a warning, and the sheet
  /// is drawn at the full height with the design's corners.
  @MainActor @Test func invalidSheetValuesAreNamed() throws {
    for (detent, name) in [
      (PresentationDetent.fraction(.nan), ".fraction(nan)"), (.height(-20), ".height(-20.0)"),
    ] {
      let view = Color.white.sheet(isPresented: .constant(true)) {
        Color.red.presentationDetents([detent]).presentationCornerRadius(.infinity)
      }
      let r = ImageRenderer(content: view)
      r.proposedSize = ProposedViewSize(width: 400, height: 800)
      let out = try r.render()
      #expect(out.warnings.contains { $0.contains(name) && $0.contains("full height") }, "\(out.warnings)")
      #expect(out.warnings.contains { $0.contains("presentationCornerRadius(inf)") }, "\(out.warnings)")
    }
  }

  @MainActor @Test func gridCellAnchorPlacesTheCellInItsSlot() throws {
    func grid(anchored: Bool) -> some View {
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 100, height: 40)
          Color.blue.frame(width: 10, height: 10)
        }
        GridRow {
          if anchored {
            Color.green.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
          } else {
            Color.green.frame(width: 10, height: 10)
          }
          Color.clear.frame(width: 10, height: 40)
        }
      }
    }
    let plain = try frames(grid(anchored: false)).frames
    let anchored = try frames(grid(anchored: true)).frames
    #expect(plain[2].minX == 45 && plain[2].minY == 55)
    #expect(anchored[2].minX == 90 && anchored[2].minY == 70)
  }

  @MainActor @Test func gridLayoutStacksSubviewsInRows() throws {
    let layout = AnyLayout(GridLayout(horizontalSpacing: 8, verticalSpacing: 4))
    let view = layout {
      Color.red.frame(width: 10, height: 10)
      Color.blue.frame(width: 10, height: 10)
    }
    #expect(try frames(view).frames.map(\.minY) == [0, 14])
  }

  @MainActor @Test func multiDatePickerDrawsTheMonthWithSelectedDays() throws {
    var march5 = DateComponents()
    (march5.year, march5.month, march5.day) = (2026, 3, 5)
    let picker = MultiDatePicker("Rest Days", selection: .constant([march5]))
    let dump = try ImageRenderer(content: picker.frame(width: 350)).displayList().dump
    #expect(dump.contains("March 2026"), "\(dump)")
    #expect(dump.contains("31"))
    #expect(!dump.contains("Rest Days"))
  }

  @Test func timerTextShowsTheIntervalAtItsStart() throws {
    let start = Date(timeIntervalSince1970: 0)
    func text(_ t: Text) throws -> String { try ImageRenderer(content: t).displayList().dump }
    #expect(try text(Text(timerInterval: start...start.addingTimeInterval(300))).contains("5:00"))
    #expect(
      try text(Text(timerInterval: start...start.addingTimeInterval(300), countsDown: false)).contains("0:00")
    )
    #expect(try text(Text(timerInterval: start...start.addingTimeInterval(3661))).contains("1:01:01"))
    #expect(
      try text(Text(timerInterval: start...start.addingTimeInterval(3661), showsHours: false)).contains(
        "61:01"))
    #expect(
      try text(
        Text(timerInterval: start...start.addingTimeInterval(300), pauseTime: start.addingTimeInterval(60))
      )
      .contains("4:00"))
  }
}
