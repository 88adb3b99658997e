import Core

/// A `TokenStore` in memory that records every call, fails on demand, and can hold a save at a gate
/// (a process stopped between a refresh's answer and its store).
public actor TokenStoreMock: TokenStore {
  /// The tokens it holds.
  public private(set) var stored: OAuthTokens?
  /// Every set of tokens saved, in order.
  public private(set) var saved: [OAuthTokens] = []
  /// How many times it was cleared.
  public private(set) var clearCount = 0
  /// How many times it was read.
  public private(set) var loadCount = 0
  /// Thrown by every call while set.
  public var failure: StorageError?
  /// When set, a save waits here before it stores anything (a process stopped mid-save).
  public let saveGate: AsyncGate?

  /// A store holding `stored`, whose saves wait at `saveGate` when one is given.
  public init(stored: OAuthTokens? = nil, saveGate: AsyncGate? = nil) {
    self.stored = stored
    self.saveGate = saveGate
  }

  /// Sets or clears `failure`.
  public func setFailure(_ failure: StorageError?) {
    self.failure = failure
  }

  /// The tokens held, or `failure`.
  public func load() async throws(StorageError) -> OAuthTokens? {
    loadCount += 1
    if let failure { throw failure }
    return stored
  }

  /// Holds `tokens` once the gate (if any) opens, or throws `failure`.
  public func save(_ tokens: OAuthTokens) async throws(StorageError) {
    if let saveGate { await saveGate.wait() }
    if let failure { throw failure }
    saved.append(tokens)
    stored = tokens
  }

  /// Forgets the tokens, or throws `failure`.
  public func clear() async throws(StorageError) {
    if let failure { throw failure }
    clearCount += 1
    stored = nil
  }
}
