import SwiftUI

// Stand-ins for the Vortex particle system that VortexView draws (real ones: twostraws/Vortex,
// Sources/Vortex/System/VortexSystem.swift (a Codable class that emits, ages and moves particles in update(date:drawSize:)),
// Sources/Vortex/System/Particle.swift and Sources/Vortex/System/Color.swift).

/// SwiftUI's Color, named here so the nested VortexSystem.Color below can refer to it.
typealias VortexRenderColor = Color

public class VortexSystem: Identifiable, Equatable, Hashable {
    public let id = UUID()

    public static func == (lhs: VortexSystem, rhs: VortexSystem) -> Bool {
        lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    var particles = [Particle]()
    var activeSecondarySystems = Set<VortexSystem>()
    var lastUpdate = Date.now.timeIntervalSince1970

    public var tags: [String]
    public var stretchFactor: Double = 1

    public init(tags: [String]) {
        self.tags = tags
    }

    func update(date: Date, drawSize: CGSize) {
        let now = date.timeIntervalSince1970
        let delta = now - lastUpdate
        lastUpdate = now
        for index in particles.indices {
            particles[index].position += particles[index].speed * delta
        }
        if particles.count < 20, let tag = tags.first {
            particles.append(Particle(tag: tag, position: [0.5, 0.5], speed: [Double.random(in: -0.1...0.1), -0.2]))
        }
    }
}

extension VortexSystem {
    public struct Particle: Hashable {
        var tag: String
        var position: SIMD2<Double>
        var speed: SIMD2<Double>
        var currentSize = 1.0
        var angle = SIMD3<Double>()
        var currentColor = Color(red: 1, green: 1, blue: 1)
    }

    public struct Color: Hashable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var opacity: Double = 1

        var renderColor: VortexRenderColor {
            VortexRenderColor(red: red, green: green, blue: blue)
        }
    }
}

// From Sources/Vortex/Views/VortexSystemPreferenceKey.swift.
/// Used by VortexViewReader to track the nearest particle system it contains.
struct VortexSystemPreferenceKey: PreferenceKey {
    static func reduce(value: inout VortexSystem?, nextValue: () -> VortexSystem?) {
        if value == nil, let nextValue = nextValue() {
            value = nextValue
        }
    }
}

// Stand-in for Sources/Vortex/Resources/DefaultSymbols.swift (real one loads the images from Bundle.module).
extension Image {
    public static var circle: Image { Image("circle") }
    public static var confetti: Image { Image("confetti") }
    public static var sparkle: Image { Image("sparkle") }
}
