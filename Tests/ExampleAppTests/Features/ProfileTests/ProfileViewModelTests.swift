import ExampleApp
import Testing
import UILibrary

/// The profile logic: loading, rows and their formatting, failures.
@Suite struct ProfileViewModelTests {
  @Test func loadsTheProfileIntoRows() async {
    let service = MockProfileService(result: .success(SampleData.profile))
    let model = ProfileViewModel(userID: "u-1815", service: service)
    await model.load()
    #expect(service.requestedUserIDs == ["u-1815"])
    #expect(model.displayName == "Ada Lovelace")
    #expect(model.avatar?.initials == "AL")
    #expect(model.rows.map(\.label) == ["Email", "Plan", "Member since", "Orders", "Delivers to"])
    #expect(model.rows.map(\.value) == ["ada@example.com", "Plus", "April 2023", "27 orders", "London"])
  }

  @Test(arguments: [
    ("2023-04-12", "April 2023"), ("1999-12-31", "December 1999"), ("2023-13-01", "2023-13-01"),
    ("soon", "soon"),
  ])
  func memberSinceIsFormattedTheSameEverywhere(date: String, shown: String) async {
    let profile = Profile(
      user: SampleData.user, memberSince: date, plan: "Plus", orderCount: 1, city: "Leeds")
    let model = ProfileViewModel(userID: "u", service: MockProfileService(result: .success(profile)))
    await model.load()
    #expect(model.rows.first { $0.label == "Member since" }?.value == shown)
    #expect(model.rows.first { $0.label == "Orders" }?.value == "1 order")
  }

  @Test func failuresBecomeMessages() async {
    let offline = ProfileViewModel(userID: "u", service: MockProfileService(result: .failure(.offline)))
    await offline.load()
    #expect(offline.state == .error("You are offline. Your profile will load when you are back."))
    let broken = ProfileViewModel(
      userID: "u", service: MockProfileService(result: .failure(.server(status: 500))))
    await broken.load()
    #expect(broken.state == .error("Your profile could not be loaded. Try again in a moment."))
    #expect(broken.rows.isEmpty && broken.avatar == nil)
  }
}
