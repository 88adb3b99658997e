import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the live container reads from the outside world: environment variables (each feature's
/// base URL and API key), where databases go, and how long a request may take.
public struct AppEnvironment: Sendable {
  /// The variables, by name: the process's environment unless a test gives its own.
  public var variables: [String: String]
  /// The folder every feature's database goes in; `nil` keeps each feature's default location.
  public var dataDirectory: URL?
  /// How long one request may take before it fails as timed out.
  public var timeout: Duration

  /// An environment.
  public init(
    variables: [String: String] = ProcessInfo.processInfo.environment,
    dataDirectory: URL? = nil,
    timeout: Duration = .seconds(15)
  ) {
    self.variables = variables
    self.dataDirectory = dataDirectory
    self.timeout = timeout
  }

  /// A client for the API root in `variable`, else `defaultURL`.
  ///
  /// - Throws: `AppError.invalidBaseURL` when the value is not an http(s) URL.
  public func client(_ variable: String, default defaultURL: String) throws(AppError) -> URLSessionHTTPClient {
    let baseURL: URL
    do throws(HTTPError) {
      baseURL = try APIBaseURL.resolve(variable, default: defaultURL, environment: variables)
    } catch {
      throw .invalidBaseURL(variable: variable, value: variables[variable] ?? defaultURL)
    }
    return URLSessionHTTPClient(baseURL: baseURL, timeout: timeout)
  }

  /// The API key in `variable`.
  ///
  /// - Throws: `AppError.missingKey` when it is not set or blank.
  public func apiKey(_ variable: String) throws(AppError) -> String {
    guard let key = variables[variable], !key.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw .missingKey(variable: variable)
    }
    return key
  }

  /// Where a feature's database goes: its default file name in `dataDirectory`, or `defaultURL`.
  public func databaseURL(_ defaultURL: URL) -> URL {
    dataDirectory?.appendingPathComponent(defaultURL.lastPathComponent) ?? defaultURL
  }
}
