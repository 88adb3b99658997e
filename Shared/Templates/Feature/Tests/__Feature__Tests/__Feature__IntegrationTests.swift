//: if local
import Foundation
import Mocks
import Testing
import __Feature__

/// The whole feature, built by `__Feature__Feature`, over real SQLite files in a temporary folder.
@Suite struct __Feature__IntegrationTests {
  private let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test("what one feature saved, a new feature over the same file reads back")
  func survivesReopening() async throws {
    // Given
    let url = folder.url.appendingPathComponent("nested/__feature_table__.sqlite")
    var writer: __Feature__Feature? = try __Feature__Feature(databaseURL: url)
    let kept = try await writer?.interactor.create__Entity__(name: "Kept")
    let dropped = try await writer?.interactor.create__Entity__(name: "Dropped")
    try await writer?.interactor.delete__Entity__(id: try #require(dropped?.id))
    writer = nil

    // When
    let reader = try __Feature__Feature(databaseURL: url)
    let values = try await reader.interactor.load__Feature__()

    // Then
    #expect(values == [try #require(kept)])
  }

  @Test("without a URL the data lives in memory and vanishes with the feature")
  func inMemory() async throws {
    let first = try __Feature__Feature(databaseURL: nil)
    _ = try await first.interactor.create__Entity__(name: "Gone")

    let second = try __Feature__Feature(databaseURL: nil)

    #expect(try await second.interactor.load__Feature__().isEmpty)
  }

  @Test("a database that cannot be opened is storageFailed")
  func unopenable() throws {
    let file = folder.url.appendingPathComponent("file")
    try Data("not a folder".utf8).write(to: file)

    #expect(throws: __Feature__Error.storageFailed) {
      try __Feature__Feature(databaseURL: file.appendingPathComponent("inside.sqlite"))
    }
  }
}
//: else
import Core
import Foundation
import Mocks
import Networking
import Testing
import __Feature__

/// The whole feature, built by `__Feature__Feature`, over `URLSessionHTTPClient` and a real loopback server.
@Suite(.timeLimit(.minutes(1))) struct __Feature__IntegrationTests {
  private let server: LoopbackServer
  private let feature: __Feature__Feature

  init() throws {
    server = try LoopbackServer.start()
    let client = URLSessionHTTPClient(
      baseURL: server.baseURL.appendingPathComponent("api"), timeout: .seconds(5),
      retryPolicy: RetryPolicy(maxRetries: 1, initialDelay: .milliseconds(10)))
    feature = __Feature__Feature(httpClient: client)
  }

  @Test("create, list, read and delete reach the server")
  func roundTrip() async throws {
    // Given
    let first = try await feature.interactor.create__Entity__(name: "First")
    let second = try await feature.interactor.create__Entity__(name: " Second ")

    // When
//: if cached
    let listed = try await feature.interactor.refresh__Feature__()
    let read = try await feature.interactor.load__Entity__(id: second.id, forceReload: true)
//: else
    let listed = try await feature.interactor.load__Feature__()
    let read = try await feature.interactor.load__Entity__(id: second.id)
//: end
    try await feature.interactor.delete__Entity__(id: first.id)

    // Then
    #expect(listed == [first, second])
    #expect(read == __Entity__(id: second.id, name: "Second"))
    await #expect(throws: __Feature__Error.notFound(id: first.id)) {
//: if cached
      try await feature.repository.__entity__(id: first.id, cachePolicy: .noCache)
//: else
      try await feature.repository.__entity__(id: first.id)
//: end
    }
  }

  @Test("a stopped server is unreachable")
  func unreachable() async {
    server.stop()

    await #expect(throws: __Feature__Error.unreachable) {
//: if cached
      try await feature.interactor.refresh__Feature__()
//: else
      try await feature.interactor.load__Feature__()
//: end
    }
  }

  @Test("the feature's base-URL variable points it at another server")
  func baseURLVariable() throws {
    let environment = [__Feature__Feature.baseURLVariable: server.baseURL.absoluteString]

    let resolved = try APIBaseURL.resolve(
      __Feature__Feature.baseURLVariable, default: __Feature__Feature.defaultBaseURL, environment: environment)

    #expect(resolved == server.baseURL)
    #expect(__Feature__Feature.baseURLVariable == "__FEATURE___API_BASE_URL")
  }
}
//: end
