import AppComposition
import Core
import Countries
import Foundation
import Members
import Networking
import Testing
import Users

@Suite struct AppContainerTests {
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-tests-\(UUID().uuidString)")

  @Test("the live graph builds every feature from an environment with a key and valid URLs")
  func live() async throws {
    // Given
    let environment = AppEnvironment(
      variables: ["COUNTRIES_API_KEY": "a-key", "USERS_API_BASE_URL": "http://127.0.0.1:9/api"], dataDirectory: folder)

    // When
    let container = AppContainer.live(environment)

    // Then
    _ = try container.users.get()
    _ = try container.countries.get()
    let members = try container.members.get()
    #expect(try await members.loadMembers().isEmpty)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("members.sqlite").path))
  }

  @Test("a missing Countries key is a clear message for Countries alone")
  func missingKey() throws {
    let container = AppContainer.live(AppEnvironment(variables: [:], dataDirectory: folder))

    #expect(throws: AppError.missingKey(variable: "COUNTRIES_API_KEY")) { try container.countries.get() }
    #expect(AppError.missingKey(variable: "COUNTRIES_API_KEY").description.contains("COUNTRIES_API_KEY"))
    _ = try container.users.get()
  }

  @Test("a base URL that is not http(s) is refused, naming the variable")
  func invalidBaseURL() {
    let environment = AppEnvironment(variables: ["USERS_API_BASE_URL": "ftp://example.com"], dataDirectory: folder)

    let container = AppContainer.live(environment)

    #expect(throws: AppError.invalidBaseURL(variable: "USERS_API_BASE_URL", value: "ftp://example.com")) {
      try container.users.get()
    }
  }

  @Test("features that sign in at one token endpoint with one client id share one session, signed out at first")
  func sharedSession() async throws {
    // Given
    let environment = AppEnvironment(
      variables: ["A_CLIENT_ID": "app", "B_CLIENT_ID": "app", "C_CLIENT_ID": "other"], dataDirectory: folder)
    let endpoint = "https://auth.example.com/oauth/token"

    // When
    let a = try environment.session("A_TOKEN_URL", default: endpoint, clientID: "A_CLIENT_ID")
    let b = try environment.session("B_TOKEN_URL", default: endpoint, clientID: "B_CLIENT_ID")
    let c = try environment.session("C_TOKEN_URL", default: endpoint, clientID: "C_CLIENT_ID")

    // Then
    #expect(a === b)
    #expect(a !== c)
    #expect(a.tokenEndpoint == .url(try #require(URL(string: endpoint))))
    #expect(await a.state() == .signedOut(.neverSignedIn))
  }

  @Test("a session without its client id, or at a token URL that is not http(s), is a clear message")
  func sessionRefusals() {
    let environment = AppEnvironment(variables: ["A_TOKEN_URL": "ftp://example.com"], dataDirectory: folder)

    #expect(throws: AppError.missingClientID(variable: "A_CLIENT_ID")) {
      try environment.session("B_TOKEN_URL", default: "https://auth.example.com/token", clientID: "A_CLIENT_ID")
    }
    #expect(throws: AppError.invalidBaseURL(variable: "A_TOKEN_URL", value: "ftp://example.com")) {
      try environment.session("A_TOKEN_URL", default: "https://auth.example.com/token", clientID: "A_CLIENT_ID")
    }
  }

  @Test("the stub graph answers every feature's list without a network or a file")
  func stub() async throws {
    let container = AppContainer.stub()

    #expect(try await container.users.get().loadUsers().value.count == 2)
    #expect(try await container.members.get().loadMembers().count == 2)
    #expect(try await container.countries.get().loadCountries().value.count == 2)
  }
}
