/// Why the app could not build a feature, in words a person running it can act on.
public enum AppError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The container has no such feature (it was never built, or its registration was removed).
  case notRegistered(feature: String)
  /// The environment has no value (or a blank one) for the feature's API key.
  case missingKey(variable: String)
  /// The feature's base-URL variable holds something that is not an http(s) URL.
  case invalidBaseURL(variable: String, value: String)
  /// The feature refused to start; `message` is its localized error message.
  case feature(name: String, message: String)
  /// The environment has no value (or a blank one) for the app's OAuth 2 client id at a service.
  case missingClientID(variable: String)
  /// The store of a session's tokens could not be opened; `message` says why.
  case tokenStore(message: String)

  /// The message the app prints or shows.
  public var description: String {
    switch self {
    case .notRegistered(let feature): "\(feature) is not registered in the app container"
    case .missingKey(let variable): "\(variable) is not set: the service needs an API key"
    case .invalidBaseURL(let variable, let value): "\(variable) is '\(value)', not an http(s) URL"
    case .feature(let name, let message): "\(name) could not start: \(message)"
    case .missingClientID(let variable): "\(variable) is not set: the service needs the app's OAuth client id"
    case .tokenStore(let message): "the sign-in's tokens cannot be kept: \(message)"
    }
  }
}
