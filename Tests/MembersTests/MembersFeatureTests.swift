import Foundation
import Mocks
import Testing

@testable import Members

@Suite struct MembersFeatureTests {
  @Test("a file database written, closed and reopened holds every member")
  func fileSurvivesReopen() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("nested/folder/members.sqlite")
    var written: [Member] = []
    do {
      let feature = try MembersFeature.live(at: url)
      for (index, position) in Position.allCases.enumerated() {
        written.append(try await feature.repository.create(name: "Player \(index)", position: position))
      }
      try await feature.repository.delete(id: written.removeFirst().id)
    }

    let reopened = try MembersFeature.live(at: url)
    let read = try await reopened.repository.members(named: nil, position: nil)

    #expect(read == written)
    #expect(FileManager.default.fileExists(atPath: url.path))
  }

  @Test("an in-memory roster starts empty and is private to its feature")
  func inMemoryIsPrivate() async throws {
    let first = try MembersFeature.inMemory()
    let second = try MembersFeature.inMemory()

    _ = try await first.repository.create(name: "Faker", position: .mid)

    #expect(try await first.repository.members(named: nil, position: nil).count == 1)
    #expect(try await second.repository.members(named: nil, position: nil).isEmpty)
  }

  @Test("a location that cannot hold a database is storageFailed")
  func unusableLocation() throws {
    let directory = try TemporaryDirectory()
    let blocker = directory.url.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)

    #expect(throws: MembersError.storageFailed) {
      try MembersFeature.live(at: blocker.appendingPathComponent("members.sqlite"))
    }
    #expect(throws: MembersError.storageFailed) {
      try MembersFeature.live(at: try #require(URL(string: "https://example.org/members.sqlite")))
    }
  }

  @Test("the default location ends in Members/members.sqlite")
  func defaultLocation() {
    let url = MembersFeature.defaultDatabaseURL

    #expect(url.lastPathComponent == "members.sqlite")
    #expect(url.deletingLastPathComponent().lastPathComponent == "Members")
  }

  @Test("the view model built by the feature publishes the roster after a write")
  @MainActor func viewModel() async throws {
    let viewModel = try MembersFeature.inMemory().makeListViewModel()

    await viewModel.load()
    let created = await viewModel.create(name: "Keria", position: .support)

    #expect(created)
    #expect(viewModel.state.value?.map(\.name) == ["Keria"])
  }
}
