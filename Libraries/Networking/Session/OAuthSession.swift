import Core
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A person's OAuth 2 session with one service: the access token every request is signed with, and
/// the refresh token that renews it (RFC 6749 §6), kept in a `TokenStore` between launches.
///
/// The rules it keeps, each because clients that did not were reported signing people out:
/// - it refreshes at most once at a time: every request that meets an expired or refused token
///   waits for that one refresh and retries once with its token;
/// - a request refused with a token that a refresh has already replaced retries with the new token
///   and starts no refresh;
/// - a refresh runs apart from the request that started it: cancelling that request cancels no one
///   else's wait;
/// - a refused refresh (`invalid_grant`) signs out: the store is cleared, and nothing is sent with the
///   old tokens again; a refresh that fails otherwise (no network, `5xx`) keeps the session;
/// - a refresh's answer is ignored when the session changed while it ran (a sign-in, a sign-out): an
///   older refresh never clears or overwrites a newer session;
/// - a rotated refresh token is stored before the new access token signs anything, so a process that
///   stops at any moment leaves the store with the tokens the service last gave;
/// - at most `RefreshLimit.count` refreshes start in its window.
///
/// Sign-in itself (the browser step of the authorization-code flow with PKCE) stays in the app,
/// which hands its result to `signIn(tokens:)`. `SessionHTTPClient` signs requests with a session.
public actor OAuthSession {
  /// Where refreshes are posted.
  public nonisolated let tokenEndpoint: TokenEndpoint
  /// The app's client identifier at the service, sent with every refresh.
  public nonisolated let clientID: String

  /// How many refresh requests this session has sent, answered or not.
  public private(set) var refreshCount = 0
  /// The last failure to write the store: the session then goes on with the tokens in memory, and
  /// the next launch reads what the store last held. `nil` after a later write succeeds.
  public private(set) var storageFailure: StorageError?

  private let store: any TokenStore
  private let configuration: URLSessionConfiguration
  /// Posts refreshes: made at `init` for a token URL, at the first refresh for a discovered one.
  private var tokenClient: (any HTTPClient)?
  private let refreshMargin: Duration
  private let refreshLimit: RefreshLimit
  private let now: @Sendable () -> Date

  /// The tokens, once read from the store; `nil` while signed out.
  private var tokens: OAuthTokens?
  private var loaded = false
  private var reason = SignOutReason.neverSignedIn
  /// Bumped by every sign-in and sign-out, and by a refresh that signs out: a refresh whose
  /// generation is no longer current changes nothing.
  private var generation = 0
  private var refreshing: Task<Result<OAuthTokens, HTTPError>, Never>?
  private var refreshStarts: [Date] = []
  private var storeBusy = false
  private var storeWaiters: [CheckedContinuation<Void, Never>] = []

  /// A session whose tokens live in `store`; the store is read at the first request.
  ///
  /// - Parameters:
  ///   - tokenEndpoint: the service's token endpoint, or the OpenID configuration that names it.
  ///   - clientID: the app's client identifier there.
  ///   - store: where the tokens are kept between launches.
  ///   - configuration: the configuration of the `URLSession` that refreshes use (and, for a
  ///     discovered endpoint, the one that reads the configuration once).
  ///   - refreshMargin: how long before its expiry an access token is renewed instead of sent.
  ///   - refreshLimit: how many refreshes may start in a window.
  ///   - now: the clock that expiries are compared with.
  public init(
    tokenEndpoint: TokenEndpoint,
    clientID: String,
    store: any TokenStore,
    configuration: URLSessionConfiguration = .ephemeral,
    refreshMargin: Duration = .seconds(60),
    refreshLimit: RefreshLimit = RefreshLimit(),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.tokenEndpoint = tokenEndpoint
    self.clientID = clientID
    self.store = store
    self.configuration = configuration
    if case .url(let url) = tokenEndpoint {
      tokenClient = URLSessionHTTPClient(
        baseURL: url, configuration: configuration, retryPolicy: .never, defaultHeaders: [:])
    }
    self.refreshMargin = refreshMargin
    self.refreshLimit = refreshLimit
    self.now = now
  }

  /// Whether the session can sign requests; the first call reads the store.
  public func state() async -> OAuthSessionState {
    await loadIfNeeded()
    return tokens == nil ? .signedOut(reason) : .signedIn
  }

  /// Starts a session with the tokens a sign-in gave: stored first, then used; a refresh still
  /// running for the session before it changes nothing when it ends, and a sign-in or sign-out made
  /// while this one stores its tokens wins over it.
  ///
  /// - Throws: `StorageError` when the store cannot keep them; the session keeps the tokens it had.
  public func signIn(tokens: OAuthTokens) async throws(StorageError) {
    generation += 1
    let mine = generation
    loaded = true
    await lockStore()
    defer { unlockStore() }
    do throws(StorageError) {
      try await store.save(tokens)
    } catch {
      storageFailure = error
      throw error
    }
    guard generation == mine else { return }
    storageFailure = nil
    self.tokens = tokens
    refreshStarts = []
  }

  /// Ends the session: the tokens are forgotten at once, then cleared from the store.
  ///
  /// - Throws: `StorageError` when the store cannot be cleared; the session is signed out all the same.
  public func signOut() async throws(StorageError) {
    loaded = true
    try await forget(because: .signedOut)
  }

  /// The access token to sign a request with, renewed first when it expires within the margin (a
  /// renewal that fails for a transient reason leaves a token that has not yet expired in use).
  ///
  /// - Throws: `HTTPError.signedOut` without tokens; a failed renewal's error once the token expired.
  func accessToken() async throws(HTTPError) -> String {
    await loadIfNeeded()
    guard let current = tokens else { throw .signedOut }
    guard current.refreshToken != nil, current.expires(within: refreshMargin, at: now()) else {
      return current.accessToken
    }
    if refreshing == nil, !mayStartRefresh() { return current.accessToken }
    switch await refresh(from: current) {
    case .success(let fresh):
      return fresh.accessToken
    case .failure(.signedOut):
      throw .signedOut
    case .failure(let error):
      guard current.expires(within: .zero, at: now()) else { return current.accessToken }
      throw error
    }
  }

  /// The token to retry with after the service refused `rejected` with 401: the current one when a
  /// refresh already replaced `rejected`, else the one a refresh gives; `nil` when the refresh limit
  /// is reached, so the request fails with its 401.
  ///
  /// - Throws: `HTTPError.signedOut` when there is no refresh token or the service refuses it; a
  ///   failed refresh's error.
  func accessToken(replacing rejected: String) async throws(HTTPError) -> String? {
    await loadIfNeeded()
    guard let current = tokens else { throw .signedOut }
    if current.accessToken != rejected { return current.accessToken }
    guard current.refreshToken != nil else {
      await signOutAfterFailure(.expired, generation: generation)
      throw .signedOut
    }
    if refreshing == nil, !mayStartRefresh() { return nil }
    return try await refresh(from: current).get().accessToken
  }

  // MARK: - Refreshing

  /// Joins the refresh under way, or starts one from `current`'s refresh token.
  private func refresh(from current: OAuthTokens) async -> Result<OAuthTokens, HTTPError> {
    if let refreshing { return await refreshing.value }
    guard let refreshToken = current.refreshToken else { return .failure(.signedOut) }
    refreshStarts.append(now())
    let generation = generation
    // Unstructured, so that cancelling the request that started it cancels no one's wait.
    let task = Task { await self.runRefresh(refreshToken: refreshToken, generation: generation) }
    refreshing = task
    return await task.value
  }

  /// Whether one more refresh fits in the limit's window.
  private func mayStartRefresh() -> Bool {
    let windowStart = now().addingTimeInterval(-refreshLimit.window.timeInterval)
    refreshStarts.removeAll { $0 < windowStart }
    return refreshStarts.count < refreshLimit.count
  }

  private func runRefresh(refreshToken: String, generation: Int) async -> Result<OAuthTokens, HTTPError> {
    defer { refreshing = nil }
    refreshCount += 1
    let answer: Result<OAuthTokens, RefreshFailure>
    switch await resolvedTokenClient() {
    case .success(let client):
      answer = await Self.exchange(refreshToken: refreshToken, clientID: clientID, client: client, now: now)
    case .failure(let error):
      answer = .failure(.failed(error))
    }
    switch answer {
    case .success(let fresh):
      await lockStore()
      defer { unlockStore() }
      guard generation == self.generation else { return currentOrSignedOut() }
      do throws(StorageError) {
        try await store.save(fresh)
        storageFailure = nil
      } catch {
        // The service has retired the old refresh token: the new one is the only one left.
        storageFailure = error
      }
      // A sign-out or sign-in while the store was written wins; it writes the store after this.
      guard generation == self.generation else { return currentOrSignedOut() }
      tokens = fresh
      return .success(fresh)
    case .failure(.refused(let description)):
      await signOutAfterFailure(.refreshRefused(description), generation: generation)
      return currentOrSignedOut()
    case .failure(.failed(let error)):
      return generation == self.generation ? .failure(error) : currentOrSignedOut()
    }
  }

  /// The client that posts refreshes, reading the OpenID configuration first when the endpoint is
  /// discovered and not yet known.
  private func resolvedTokenClient() async -> Result<any HTTPClient, HTTPError> {
    if let tokenClient { return .success(tokenClient) }
    guard case .openIDConfiguration(let url) = tokenEndpoint else { return .failure(.invalidURL("no token endpoint")) }
    switch await Self.discoverTokenURL(at: url, configuration: configuration) {
    case .success(let tokenURL):
      let client = URLSessionHTTPClient(
        baseURL: tokenURL, configuration: configuration, retryPolicy: .never, defaultHeaders: [:])
      tokenClient = client
      return .success(client)
    case .failure(let error):
      return .failure(error)
    }
  }

  /// What waiters on a refresh that no longer applies get: the session's current token, or signed out.
  private func currentOrSignedOut() -> Result<OAuthTokens, HTTPError> {
    tokens.map { .success($0) } ?? .failure(.signedOut)
  }

  /// Signs out for `reason` unless the session changed since `generation`.
  private func signOutAfterFailure(_ reason: SignOutReason, generation: Int) async {
    guard generation == self.generation else { return }
    // A store that cannot be cleared is reported in `storageFailure`; the session is signed out.
    try? await forget(because: reason)
  }

  /// Drops the tokens at once, ending every refresh's claim on the session, then clears the store.
  private func forget(because reason: SignOutReason) async throws(StorageError) {
    generation += 1
    tokens = nil
    self.reason = reason
    await lockStore()
    defer { unlockStore() }
    do throws(StorageError) {
      try await store.clear()
    } catch {
      storageFailure = error
      throw error
    }
  }

  // MARK: - The store

  private func loadIfNeeded() async {
    guard !loaded else { return }
    await lockStore()
    defer { unlockStore() }
    guard !loaded else { return }
    do throws(StorageError) {
      let stored = try await store.load()
      if !loaded {
        tokens = stored
        reason = .neverSignedIn
      }
    } catch {
      if !loaded { reason = .unreadableStore(error) }
    }
    loaded = true
  }

  /// Waits until no other call is reading or writing the store, so that its writes land in the
  /// order the session made them.
  private func lockStore() async {
    while storeBusy {
      await withCheckedContinuation { storeWaiters.append($0) }
    }
    storeBusy = true
  }

  private func unlockStore() {
    storeBusy = false
    if !storeWaiters.isEmpty { storeWaiters.removeFirst().resume() }
  }
}
