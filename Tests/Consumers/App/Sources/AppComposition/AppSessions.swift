import Foundation
import Networking

/// The OAuth 2 sessions an app's container built, one per token endpoint and client id: every
/// feature that signs in at the same service shares one session, so one refresh serves them all.
final class AppSessions: @unchecked Sendable {
  private let lock = NSLock()
  private var sessions: [String: OAuthSession] = [:]

  /// The session for `key`, made by `make` the first time it is asked for.
  func session(for key: String, make: () throws(AppError) -> OAuthSession) throws(AppError) -> OAuthSession {
    lock.lock()
    defer { lock.unlock() }
    if let session = sessions[key] { return session }
    let session = try make()
    sessions[key] = session
    return session
  }

  /// Every session made so far.
  var all: [OAuthSession] {
    lock.lock()
    defer { lock.unlock() }
    return Array(sessions.values)
  }
}
