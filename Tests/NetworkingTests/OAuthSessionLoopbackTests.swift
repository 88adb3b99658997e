import Core
import Foundation
import Mocks
import Networking
import Testing

/// `OAuthSession` and `SessionHTTPClient` against the loopback server's authorization server, which
/// rotates refresh tokens (each accepted once, a second use `invalid_grant`): one test per rule the
/// session keeps (see `OAuthSession`). One test at a time: each starts a server, whose start blocks a
/// thread of the shared pool until Python listens, and twenty at once starve the other suites.
@Suite(.serialized, .timeLimit(.minutes(1))) struct OAuthSessionLoopbackTests {
  private let server: LoopbackServer
  private let client: URLSessionHTTPClient

  init() async throws {
    server = try await LoopbackServer.start()
    client = URLSessionHTTPClient(baseURL: server.baseURL, timeout: .seconds(20), retryPolicy: .never)
  }

  /// A session signed in with `tokens` in `store`, refreshing at the server's token endpoint with `query`.
  private func session(
    _ store: any TokenStore,
    tokenQuery: [String: String] = [:],
    limit: RefreshLimit = RefreshLimit()
  ) -> OAuthSession {
    OAuthSession(
      tokenEndpoint: .url(server.tokenURL(query: tokenQuery)), clientID: "loopback-app", store: store,
      refreshLimit: limit)
  }

  /// A protected request, counted under `key`, held until `holdUntil` is released when given.
  private func protected(key: String = "read", holdUntil: String? = nil) -> Endpoint {
    var query = [URLQueryItem(name: "oauth", value: "1"), URLQueryItem(name: "key", value: key)]
    if let holdUntil { query.append(URLQueryItem(name: "hold_until", value: holdUntil)) }
    return Endpoint(path: "/echo", queryItems: query)
  }

  /// Tokens the server issued, which the client believes expired a minute ago.
  private func expiredTokens() async throws -> OAuthTokens {
    try await server.signIn(believedExpiry: Date().addingTimeInterval(-60))
  }

  /// A session over `store` and the request that started its refresh, which the token endpoint
  /// holds until `server.release("go")`; returns once the refresh is on the wire.
  private func heldRefresh(
    _ store: TokenStoreMock
  ) async throws -> (OAuthSession, SessionHTTPClient, Task<Int, any Error>) {
    let session = session(store, tokenQuery: ["key": "refresh", "hold_until": "go"])
    let signed = SessionHTTPClient(client: client, session: session)
    let starter = Task { () async throws(HTTPError) -> Int in try await signed.send(protected()).statusCode }
    try await server.waitForRequests(key: "refresh")
    return (session, signed, starter)
  }

  private func sendConcurrently(_ count: Int, with signed: SessionHTTPClient) async -> [Result<Int, HTTPError>] {
    await withTaskGroup(of: Result<Int, HTTPError>.self) { group in
      for _ in 0..<count {
        group.addTask {
          do throws(HTTPError) {
            return .success(try await signed.send(protected()).statusCode)
          } catch {
            return .failure(error)
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
  }

  @Test("fifty concurrent requests that meet an expired token make one refresh, and all fifty are answered")
  func concurrentExpiredTokenRefreshesOnce() async throws {
    // Given
    let store = TokenStoreMock(stored: try await expiredTokens())
    let session = session(store)

    // When
    let outcomes = await sendConcurrently(50, with: SessionHTTPClient(client: client, session: session))

    // Then
    #expect(outcomes.filter { (try? $0.get()) == 200 }.count == 50)
    let report = try await server.oauthReport()
    #expect(report.refreshes == 1)
    #expect(report.refused == 0)
    #expect(await session.refreshCount == 1)
    #expect(await store.saved.count == 1)
  }

  @Test("fifty concurrent requests refused with 401 make one refresh and retry once each with the new token")
  func concurrentRefusedTokenRefreshesOnce() async throws {
    // Given: a token the client believes valid, which the service no longer accepts
    let old = try await server.signIn()
    let session = session(TokenStoreMock(stored: old))
    try await server.expireAccessTokens()

    // When
    let outcomes = await sendConcurrently(50, with: SessionHTTPClient(client: client, session: session))

    // Then: every request sent with the old token was refused once and sent again with the new one; how
    // many went out before the refresh began depends on the machine's pace (a later one waits for it)
    #expect(outcomes.filter { (try? $0.get()) == 200 }.count == 50)
    let report = try await server.oauthReport()
    let new = report.signedRequests.first { $0 != old.accessToken }
    #expect(report.refreshes == 1)
    #expect(report.unauthorized >= 1)
    #expect(report.signedRequests.filter { $0 == old.accessToken }.count == report.unauthorized)
    #expect(report.signedRequests.filter { $0 == new }.count == 50)
    #expect(report.signedRequests.count == 50 + report.unauthorized)
    #expect(await session.refreshCount == 1)
  }

  @Test("a request refused after a refresh replaced its token retries with the new token and refreshes no more")
  func lateRefusalUsesNewerToken() async throws {
    // Given: a first request on the wire with the old token, held until the refresh is done
    let tokens = try await server.signIn()
    let session = session(TokenStoreMock(stored: tokens))
    let signed = SessionHTTPClient(client: client, session: session)
    try await server.expireAccessTokens()
    let first = Task { () async throws(HTTPError) -> Int in
      try await signed.send(protected(key: "first", holdUntil: "oauth:refreshes")).statusCode
    }
    try await server.waitForRequests(key: "first")

    // When: a second request meets the refused token and refreshes
    let second = try await signed.send(protected(key: "second")).statusCode

    // Then
    #expect(second == 200)
    #expect(try await first.value == 200)
    let report = try await server.oauthReport()
    #expect(report.refreshes == 1)
    #expect(report.signedRequests.first == tokens.accessToken)
    #expect(report.signedRequests.filter { $0 == tokens.accessToken }.count == 2)  // each request once with it
    #expect(await session.refreshCount == 1)
  }

  @Test("a refused refresh signs out: the store is cleared and nothing goes out with the old tokens again")
  func invalidGrantSignsOut() async throws {
    // Given: a refresh token the service has retired
    let tokens = try await expiredTokens()
    let used = OAuthSession(
      tokenEndpoint: .url(server.tokenURL()), clientID: "loopback-app", store: TokenStoreMock(stored: tokens))
    _ = try await SessionHTTPClient(client: client, session: used).send(protected())
    let store = TokenStoreMock(stored: tokens)
    let session = session(store)
    let signed = SessionHTTPClient(client: client, session: session)
    let sentBefore = try await server.oauthReport().signedRequests.count

    // When
    let first = await #expect(throws: HTTPError.self) { try await signed.send(protected()) }
    let second = await #expect(throws: HTTPError.self) { try await signed.send(protected()) }

    // Then
    #expect(first == .signedOut)
    #expect(second == .signedOut)
    #expect(await session.state() == .signedOut(.refreshRefused("the refresh token was used or revoked")))
    #expect(await store.stored == nil)
    #expect(await store.clearCount == 1)
    let report = try await server.oauthReport()
    #expect(report.refused == 1)
    #expect(report.signedRequests.count == sentBefore)
  }

  @Test("after a sign-out, signing in again lets the next request and the next refresh through")
  func signInAfterSignOut() async throws {
    // Given
    let store = TokenStoreMock(stored: OAuthTokens(accessToken: "old", refreshToken: "rt-retired"))
    let session = session(store)
    let signed = SessionHTTPClient(client: client, session: session)
    try await server.expireAccessTokens()
    _ = await #expect(throws: HTTPError.signedOut) { try await signed.send(protected()) }

    // When
    try await session.signIn(tokens: try await server.signIn())
    let answered = try await signed.send(protected()).statusCode
    try await server.expireAccessTokens()
    let afterRefresh = try await signed.send(protected()).statusCode

    // Then
    #expect(answered == 200)
    #expect(afterRefresh == 200)
    #expect(await session.state() == .signedIn)
    #expect(try await server.oauthReport().refreshes == 1)
  }

  @Test("a refresh that fails for a transient reason keeps the session, and the next refresh works")
  func transientRefreshFailureKeepsSession() async throws {
    // Given
    let store = TokenStoreMock(stored: try await expiredTokens())
    let session = session(store)
    let signed = SessionHTTPClient(client: client, session: session)
    try await server.failNextRefresh(status: 503)

    // When
    let failure = await #expect(throws: HTTPError.self) { try await signed.send(protected()) }
    let retried = try await signed.send(protected()).statusCode

    // Then
    #expect(failure?.statusCode == 503)
    #expect(retried == 200)
    #expect(await session.state() == .signedIn)
    #expect(await store.clearCount == 0)
    let report = try await server.oauthReport()
    #expect(report.failed == 1)
    #expect(report.refreshes == 1)
  }

  @Test("a token endpoint that cannot be reached is a transport failure, and the session stays signed in")
  func unreachableTokenEndpointKeepsSession() async throws {
    // Given
    let gone = try await LoopbackServer.start()
    try await gone.stop()
    let store = TokenStoreMock(stored: try await expiredTokens())
    let session = OAuthSession(tokenEndpoint: .url(gone.tokenURL()), clientID: "loopback-app", store: store)

    // When
    let failure = await #expect(throws: HTTPError.self) {
      try await SessionHTTPClient(client: client, session: session).send(protected())
    }

    // Then
    #expect(failure?.wasNeverSent == true)
    #expect(await session.state() == .signedIn)
    #expect(await store.stored != nil)
  }

  @Test("a refusal that arrives after a new sign-in leaves the new session as it is")
  func lateRefusalKeepsNewerSession() async throws {
    // Given: a refresh with a retired token, held at the token endpoint
    let store = TokenStoreMock(
      stored: OAuthTokens(accessToken: "old", expiresAt: Date().addingTimeInterval(-60), refreshToken: "rt-retired"))
    let (session, signed, stale) = try await heldRefresh(store)

    // When: the person signs in again, then the old refresh is refused
    let fresh = try await server.signIn()
    try await session.signIn(tokens: fresh)
    try await server.release("go")
    let staleOutcome = await stale.result

    // Then
    #expect((try? staleOutcome.get()) == 200)  // it went on with the new session's token
    #expect(await session.state() == .signedIn)
    #expect(await store.stored == fresh)
    #expect(await store.clearCount == 0)
    #expect(try await signed.send(protected()).statusCode == 200)
    #expect(try await server.oauthReport().refused == 1)
  }

  @Test("a refresh that succeeds after a new sign-in does not overwrite the new tokens")
  func lateSuccessKeepsNewerSession() async throws {
    // Given
    let store = TokenStoreMock(stored: try await expiredTokens())
    let (session, _, stale) = try await heldRefresh(store)

    // When
    let fresh = try await server.signIn()
    try await session.signIn(tokens: fresh)
    try await server.release("go")
    _ = await stale.result

    // Then
    #expect(await store.stored == fresh)
    #expect(await store.saved == [fresh])
    #expect(try await server.oauthReport().signedRequests.last == fresh.accessToken)
  }

  @Test("cancelling the request that started a refresh does not cancel the refresh another request waits on")
  func cancellingStarterKeepsRefresh() async throws {
    // Given: a refresh held at the token endpoint, started by a request that is then cancelled
    let store = TokenStoreMock(stored: try await expiredTokens())
    let (session, signed, starter) = try await heldRefresh(store)
    starter.cancel()
    let waiter = Task { () async throws(HTTPError) -> Int in try await signed.send(protected()).statusCode }

    // When
    try await server.release("go")

    // Then
    #expect(try await waiter.value == 200)
    #expect(await #expect(throws: HTTPError.self) { try await starter.value } == .cancelled)
    #expect(await session.refreshCount == 1)
    let report = try await server.oauthReport()
    #expect(report.refreshes == 1)
    #expect(report.refused == 0)
    #expect(await session.state() == .signedIn)
  }

  @Test("a service that refuses every fresh token causes at most the limit's refreshes, then the 401 stands")
  func refreshLoopIsBounded() async throws {
    // Given
    let session = session(TokenStoreMock(stored: try await server.signIn()), limit: RefreshLimit(count: 2))
    let signed = SessionHTTPClient(client: client, session: session)
    try await server.refuseAllTokens()

    // When
    var statuses: [Int?] = []
    for _ in 0..<5 {
      statuses.append(await #expect(throws: HTTPError.self) { try await signed.send(protected()) }?.statusCode)
    }

    // Then
    #expect(statuses == [401, 401, 401, 401, 401])
    #expect(try await server.oauthReport().refreshes == 2)
    #expect(await session.refreshCount == 2)
    #expect(await session.state() == .signedIn)
  }

  @Test("a rotated refresh token is stored before the new access token signs a request")
  func rotatedTokenStoredBeforeUse() async throws {
    // Given: a save held at a gate, as if the process stopped between the answer and the store
    let tokens = try await expiredTokens()
    let gate = AsyncGate()
    let store = TokenStoreMock(stored: tokens, saveGate: gate)
    let session = session(store)
    let signed = SessionHTTPClient(client: client, session: session)
    let request = Task { () async throws(HTTPError) -> Int in try await signed.send(protected()).statusCode }
    try await server.waitForRequests(key: "oauth:refreshes")
    await gate.untilWaiting()

    // When: the answer is in, the save is not, and a second request asks for a token
    let second = Task { () async throws(HTTPError) -> Int in
      try await signed.send(protected(key: "second")).statusCode
    }
    // The one wait here that proves an absence: a second that stays unsent while the save is held.
    let sentWhileHeld: Bool
    do {
      try await server.waitForRequests(key: "second", timeout: 1)
      sentWhileHeld = true
    } catch {
      sentWhileHeld = false
    }
    let signedWhileHeld = try await server.oauthReport().signedRequests
    await gate.open()

    // Then
    #expect(!sentWhileHeld)
    #expect(signedWhileHeld.isEmpty)
    #expect(try await request.value == 200)
    #expect(try await second.value == 200)
    let saved = try #require(await store.saved.first)
    #expect(saved.refreshToken != tokens.refreshToken)
    #expect(try await server.oauthReport().signedRequests == [saved.accessToken, saved.accessToken])
  }

  @Test("a sign-out made while a refresh stores its answer wins: the session and the store end signed out")
  func signOutDuringRefreshStore() async throws {
    // Given: a refresh answered, its save held at a gate
    let gate = AsyncGate()
    let store = TokenStoreMock(stored: try await expiredTokens(), saveGate: gate)
    let session = session(store)
    let request = Task { () async throws(HTTPError) -> Int in
      try await SessionHTTPClient(client: client, session: session).send(protected()).statusCode
    }
    await gate.untilWaiting()

    // When
    let signingOut = Task { try await session.signOut() }
    // The sign-out drops the tokens at once, then waits for the store the refresh holds.
    while await session.state() != .signedOut(.signedOut) { await Task.yield() }
    await gate.open()
    try await signingOut.value

    // Then
    #expect(await #expect(throws: HTTPError.self) { try await request.value } == .signedOut)
    #expect(await session.state() == .signedOut(.signedOut))
    #expect(await store.stored == nil)
  }

  @Test("a sign-out made while a sign-in stores its tokens wins, in the session and in the store")
  func signOutDuringSignIn() async throws {
    // Given: a sign-in whose save is held at a gate
    let gate = AsyncGate()
    let store = TokenStoreMock(saveGate: gate)
    let session = session(store)
    let signingIn = Task { try await session.signIn(tokens: try await server.signIn()) }
    await gate.untilWaiting()

    // When
    let signingOut = Task { try await session.signOut() }
    while await store.clearCount == 0, await session.state() != .signedOut(.signedOut) { await Task.yield() }
    await gate.open()
    try await signingIn.value
    try await signingOut.value

    // Then
    #expect(await session.state() == .signedOut(.signedOut))
    #expect(await store.stored == nil)
    _ = await #expect(throws: HTTPError.signedOut) {
      try await SessionHTTPClient(client: client, session: session).send(protected())
    }
  }

  @Test("a process stopped after storing a refresh leaves a refresh token the service still accepts")
  func stoppedAfterStoreResumes() async throws {
    // Given
    let folder = try TemporaryDirectory()
    let file = folder.url.appendingPathComponent("tokens.sqlite")
    let first = session(try SQLiteTokenStore(fileURL: file))
    try await first.signIn(tokens: try await expiredTokens())
    _ = try await SessionHTTPClient(client: client, session: first).send(protected())

    // When: the next launch reads the file, and the service no longer takes the access token
    let next = session(try SQLiteTokenStore(fileURL: file))
    try await server.expireAccessTokens()
    let answered = try await SessionHTTPClient(client: client, session: next).send(protected()).statusCode

    // Then
    #expect(answered == 200)
    let report = try await server.oauthReport()
    #expect(report.refreshes == 2)
    #expect(report.refused == 0)
  }

  @Test("a process stopped between a refresh's answer and its store is signed out with the reason, never in a loop")
  func stoppedBeforeStoreSignsOutOnce() async throws {
    // Given: the first launch refreshes and never stores the answer
    let tokens = try await expiredTokens()
    let gate = AsyncGate()
    let stuck = TokenStoreMock(stored: tokens, saveGate: gate)
    let first = session(stuck)
    let lost = Task { () async throws(HTTPError) -> Int in
      try await SessionHTTPClient(client: client, session: first).send(protected()).statusCode
    }
    await gate.untilWaiting()

    // When: the next launch finds the tokens the first one started from
    let next = session(TokenStoreMock(stored: tokens))
    let signed = SessionHTTPClient(client: client, session: next)
    let outcomes = [
      await #expect(throws: HTTPError.self) { try await signed.send(protected()) },
      await #expect(throws: HTTPError.self) { try await signed.send(protected()) },
    ]

    // Then
    #expect(outcomes == [.signedOut, .signedOut])
    #expect(await next.state() == .signedOut(.refreshRefused("the refresh token was used or revoked")))
    #expect(try await server.oauthReport().refused == 1)
    await gate.open()
    _ = await lost.result
  }

  @Test("an OpenID provider's token endpoint is read from its configuration once, at the first refresh")
  func discoveredTokenEndpoint() async throws {
    // Given
    let configuration = server.url("/.well-known/openid-configuration", query: ["key": "discovery"])
    #expect(TokenEndpoint(configuration) == .openIDConfiguration(configuration))
    let session = OAuthSession(
      tokenEndpoint: TokenEndpoint(configuration), clientID: "loopback-app",
      store: TokenStoreMock(stored: try await expiredTokens()))
    let signed = SessionHTTPClient(client: client, session: session)

    // When
    let first = try await signed.send(protected()).statusCode
    try await server.expireAccessTokens()
    let second = try await signed.send(protected()).statusCode

    // Then
    #expect(first == 200)
    #expect(second == 200)
    #expect(try await server.oauthReport().refreshes == 2)
    #expect(try await server.requestCount(key: "discovery") == 3)  // the document once, then two refreshes
  }

  @Test("a configuration without a usable token endpoint fails the refresh and keeps the session")
  func undiscoverableTokenEndpoint() async throws {
    // Given
    let session = OAuthSession(
      tokenEndpoint: .openIDConfiguration(server.url("/fixtures/none.json")), clientID: "loopback-app",
      store: TokenStoreMock(stored: try await expiredTokens()))

    // When
    let failure = await #expect(throws: HTTPError.self) {
      try await SessionHTTPClient(client: client, session: session).send(protected())
    }

    // Then
    #expect(failure?.statusCode == 404)
    #expect(await session.state() == .signedIn)
    #expect(TokenEndpoint(server.tokenURL()) == .url(server.tokenURL()))
  }

  @Test("a refused access token with no refresh token signs out as expired")
  func noRefreshTokenSignsOut() async throws {
    // Given
    let store = TokenStoreMock(stored: OAuthTokens(accessToken: "at-unknown"))
    let session = session(store)

    // When
    let failure = await #expect(throws: HTTPError.self) {
      try await SessionHTTPClient(client: client, session: session).send(protected())
    }

    // Then
    #expect(failure == .signedOut)
    #expect(await session.state() == .signedOut(.expired))
    #expect(await store.stored == nil)
  }

  @Test("a session whose store holds nothing sends nothing and says nobody signed in")
  func neverSignedIn() async throws {
    // Given
    let session = session(TokenStoreMock())

    // When
    let failure = await #expect(throws: HTTPError.self) {
      try await SessionHTTPClient(client: client, session: session).send(protected())
    }

    // Then
    #expect(failure == .signedOut)
    #expect(await session.state() == .signedOut(.neverSignedIn))
    #expect(try await server.oauthReport().signedRequests.isEmpty)
  }

  @Test("a store that cannot be written during a refresh keeps the new tokens in use and reports the failure")
  func storeFailureDuringRefresh() async throws {
    // Given
    let store = TokenStoreMock(stored: try await expiredTokens())
    let session = session(store)
    #expect(await session.state() == .signedIn)  // read before the store fails
    await store.setFailure(.full(code: 13, message: "database or disk is full"))

    // When
    let answered = try await SessionHTTPClient(client: client, session: session).send(protected()).statusCode

    // Then
    #expect(answered == 200)
    #expect(await session.storageFailure == .full(code: 13, message: "database or disk is full"))
    #expect(await session.state() == .signedIn)
  }

  @Test("signing out forgets the tokens: the next request is not sent")
  func signOut() async throws {
    // Given
    let store = TokenStoreMock(stored: try await server.signIn())
    let session = session(store)
    let signed = SessionHTTPClient(client: client, session: session)
    _ = try await signed.send(protected())

    // When
    try await session.signOut()

    // Then
    _ = await #expect(throws: HTTPError.signedOut) { try await signed.send(protected()) }
    #expect(await session.state() == .signedOut(.signedOut))
    #expect(await store.stored == nil)
    #expect(try await server.oauthReport().signedRequests.count == 1)
  }
}
