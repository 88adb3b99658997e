import Core
import Foundation
import Members
import MembersMocks
import Mocks
import Testing

/// The whole feature, built by `MembersFeature`, over real SQLite files in a temporary folder.
@Suite struct MembersIntegrationTests {
  @Test("a file database written, closed and reopened holds every member")
  func fileSurvivesReopen() async throws {
    // Given
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("nested/folder/members.sqlite")
    var written: [Member] = []
    do {
      let feature = try MembersFeature(databaseURL: url)
      for (index, position) in Position.allCases.enumerated() {
        written.append(try await feature.repository.create(MemberDraft(name: "Player \(index)", position: position)))
      }
      try await feature.repository.delete(id: written.removeFirst().id)
    }

    // When
    let reopened = try MembersFeature(databaseURL: url)
    let read = try await reopened.interactor.loadMembers()

    // Then
    #expect(read == written)
    #expect(FileManager.default.fileExists(atPath: url.path))
  }

  @Test("an in-memory roster starts empty and is private to its feature")
  func inMemoryIsPrivate() async throws {
    // Given
    let first = try MembersFeature(databaseURL: nil)
    let second = try MembersFeature(databaseURL: nil)

    // When
    let created = try await first.interactor.createMember(MemberDraft(name: "Faker", position: .mid))

    // Then
    #expect(try await first.interactor.loadMembers() == [created])
    #expect(try await second.interactor.loadMembers().isEmpty)
  }

  @Test("every write through the interactor answers the member as the file now holds it")
  func writesAnswerStored() async throws {
    // Given
    let directory = try TemporaryDirectory()
    let feature = try MembersFeature(databaseURL: directory.url.appendingPathComponent("members.sqlite"))

    // When
    let zeus = try await feature.interactor.createMember(MemberDraft(name: "Zeus", position: .top))
    let keria = try await feature.interactor.createMember(MemberDraft(name: "  Keria ", position: .support))
    let moved = try await feature.interactor.updateMember(Member.stub(id: keria.id, name: "Keria", position: .mid))
    try await feature.interactor.deleteMember(id: zeus.id)

    // Then
    #expect(keria.name == "Keria")
    #expect(moved == Member.stub(id: keria.id, name: "Keria", position: .mid))
    #expect(try await feature.interactor.loadMember(id: keria.id) == moved)
    #expect(try await feature.interactor.loadMembers() == [moved])
    await #expect(throws: MembersError.notFound(id: zeus.id)) { try await feature.interactor.loadMember(id: zeus.id) }
  }

  @Test("invalid and duplicate names are refused through the interactor and nothing is stored")
  func refusedWritesStoreNothing() async throws {
    // Given
    let feature = try MembersFeature(databaseURL: nil)
    _ = try await feature.interactor.createMember(MemberDraft(name: "Faker", position: .mid))

    // When / Then
    await #expect(throws: MembersError.invalidInput(field: .name)) {
      try await feature.interactor.createMember(MemberDraft(name: " \n ", position: .top))
    }
    await #expect(throws: MembersError.duplicateName(name: "FAKER")) {
      try await feature.interactor.createMember(MemberDraft(name: "FAKER", position: .top))
    }
    #expect(try await feature.interactor.loadMembers().map(\.name) == ["Faker"])
  }

  @Test("a location that cannot hold a database is storageFailed")
  func unusableLocation() throws {
    // Given
    let directory = try TemporaryDirectory()
    let blocker = directory.url.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let remote = try #require(URL(string: "https://example.org/members.sqlite"))

    // When / Then
    #expect(throws: MembersError.storageFailed) {
      try MembersFeature(databaseURL: blocker.appendingPathComponent("members.sqlite"))
    }
    #expect(throws: MembersError.storageFailed) {
      try MembersFeature(databaseURL: remote)
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
    // Given
    let viewModel = try MembersFeature(databaseURL: nil).makeListViewModel()
    await viewModel.load()

    // When
    let created = await viewModel.create(MemberDraft(name: "Keria", position: .support))

    // Then
    #expect(created)
    #expect(viewModel.state.value?.map(\.name) == ["Keria"])
  }
}
