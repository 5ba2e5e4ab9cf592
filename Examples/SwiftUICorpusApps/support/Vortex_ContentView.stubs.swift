import SwiftUI

// Stand-ins for the sandbox's preset screens and welcome view (real ones: twostraws/Vortex,
// Sandbox/Sandbox/PreviewViews/*.swift, which embed VortexView presets, and Sandbox/Sandbox/WelcomeView.swift).

struct ConfettiView: View { var body: some View { Text("Confetti") } }
struct FireView: View { var body: some View { Text("Fire") } }
struct FirefliesView: View { var body: some View { Text("Fireflies") } }
struct FireworksView: View { var body: some View { Text("Fireworks") } }
struct MagicView: View { var body: some View { Text("Magic") } }
struct RainView: View { var body: some View { Text("Rain") } }
struct SmokeView: View { var body: some View { Text("Smoke") } }
struct SnowView: View { var body: some View { Text("Snow") } }
struct SparkView: View { var body: some View { Text("Spark") } }
struct SplashView: View { var body: some View { Text("Splash") } }
struct WelcomeView: View { var body: some View { Text("Welcome to the Vortex Sandbox") } }
