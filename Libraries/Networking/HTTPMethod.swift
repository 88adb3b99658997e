/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Equatable, Hashable, CaseIterable {
  /// `GET`: read a resource.
  case get = "GET"
  /// `HEAD`: read a resource's headers only.
  case head = "HEAD"
  /// `POST`: create a resource or run an action.
  case post = "POST"
  /// `PUT`: replace a resource.
  case put = "PUT"
  /// `PATCH`: change part of a resource.
  case patch = "PATCH"
  /// `DELETE`: remove a resource.
  case delete = "DELETE"
  /// `OPTIONS`: ask what a resource allows.
  case options = "OPTIONS"

  /// Whether sending the request twice has the same effect as sending it once (RFC 9110 §9.2.2),
  /// which is what makes it safe to retry.
  public var isIdempotent: Bool {
    switch self {
    case .get, .head, .put, .delete, .options: true
    case .post, .patch: false
    }
  }
}
