import Foundation

/// A feature's error that every failed exchange maps to.
///
/// It has the cases every feature shares. `unreachable` is no connection or no response in time.
/// `invalidData` is a response that does not decode, is too large, or links a next page on another
/// host. `cancelled` is a cancelled task, and `notFound(id:)` a 404 for one value.
///
/// An enum conforms by having those cases. `exchange(otherwise:id:_:)` then runs a data source's
/// call and maps its failure. A feature that tells other statuses apart (a refused key, a quota)
/// implements `failure(status:)`. One that shows the service's own reason implements
/// `refusal(status:body:)`.
public protocol HTTPFailureReporting: Error {
  /// What identifies one value, as `notFound(id:)` names it.
  associatedtype ID
  /// The service could not be reached, or did not respond in time.
  static var unreachable: Self { get }
  /// The service responded with data this client cannot take.
  ///
  /// It does not decode, passes the size the client accepts, or links a next page outside the base URL.
  static var invalidData: Self { get }
  /// The operation was cancelled before it finished.
  static var cancelled: Self { get }
  /// No value has this id: the service answered 404 for it.
  static func notFound(id: ID) -> Self
  /// The error for a status this feature tells apart, such as `unauthorized` for a 401.
  ///
  /// `nil`, the default, leaves the status to the failure of what the request was doing.
  static func failure(status: Int) -> Self?
  /// The error for a refused request whose body says why in the service's own words, such as
  /// `refused(status:message:)` read with an `HTTPServiceMessage`.
  ///
  /// It is asked after `failure(status:)` and after a 404 for one value. `nil`, the default, leaves the
  /// status to the failure of what the request was doing.
  ///
  /// - Parameters:
  ///   - status: the refused response's status, 400 or above.
  ///   - body: the refused response's body, empty when it had none.
  /// - Returns: the feature's error, or `nil` when the body is not the service's documented error.
  static func refusal(status: Int, body: Data) -> Self?
  /// The error for a request the service asked to send again later (`HTTPError.throttled`), such as
  /// `throttled(retryAfter:)`.
  ///
  /// `nil`, the default, maps it as a refused `status` with no body.
  ///
  /// - Parameter retryAfter: how long the service asked the client to wait.
  /// - Returns: the feature's error, or `nil` to map it by its status.
  static func throttling(retryAfter: Duration) -> Self?
  /// The error for a request that a session without tokens could not sign (`HTTPError.signedOut`).
  ///
  /// It is `signedOut` for a feature that takes a session. `nil`, the default, leaves it to the
  /// failure of what the request was doing.
  static var signedOutFailure: Self? { get }
}

extension HTTPFailureReporting {
  /// No status of its own: every refused request is the failure of what it was doing.
  public static func failure(status: Int) -> Self? {
    nil
  }

  /// No message of the service's: every refused request is the failure of what it was doing.
  public static func refusal(status: Int, body: Data) -> Self? {
    nil
  }

  /// No wait of its own: a request the service asked to send later maps by its status.
  public static func throttling(retryAfter: Duration) -> Self? {
    nil
  }

  /// No session: a request refused for want of one is the failure of what it was doing.
  public static var signedOutFailure: Self? {
    nil
  }

  /// The feature's error for `error`.
  ///
  /// - Parameters:
  ///   - error: the failed exchange's error.
  ///   - failed: any other failure, such as `loadFailed` for a read or `saveFailed` for a write.
  ///   - id: the value asked for, whose 404 is `notFound(id:)`. Without it a 404 is `failed`.
  public init(_ error: HTTPError, otherwise failed: Self, id: ID? = nil) {
    switch error {
    case .transport, .timedOut: self = .unreachable
    case .decoding, .responseTooLarge, .foreignURL: self = .invalidData
    case .cancelled: self = .cancelled
    case .throttled(let code, let wait):
      self = Self.throttling(retryAfter: wait) ?? Self(.status(code, Data()), otherwise: failed, id: id)
    case .status(let code, let body):
      if let failure = Self.failure(status: code) {
        self = failure
      } else if code == 404, let id {
        self = .notFound(id: id)
      } else if let refusal = Self.refusal(status: code, body: body) {
        self = refusal
      } else {
        self = failed
      }
    case .signedOut: self = Self.signedOutFailure ?? failed
    case .invalidURL, .encoding, .invalidResponse: self = failed
    }
  }

  /// Runs a data source's call, throwing its failure as `init(_:otherwise:id:)` maps it.
  public static func exchange<Value>(
    otherwise failed: Self,
    id: ID? = nil,
    _ operation: () async throws(HTTPError) -> Value
  ) async throws(Self) -> Value {
    do throws(HTTPError) {
      return try await operation()
    } catch {
      throw Self(error, otherwise: failed, id: id)
    }
  }
}
