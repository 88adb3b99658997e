import Core
import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the live container reads from the outside world: environment variables (each feature's
/// base URL, API key or OAuth client id), where databases go, and how long a request may take; and
/// the OAuth 2 sessions it built, shared by every copy of it.
public struct AppEnvironment: Sendable {
  /// The variables, by name: the process's environment unless a test gives its own.
  public var variables: [String: String]
  /// The folder every feature's database goes in; `nil` keeps each feature's default location.
  public var dataDirectory: URL?
  /// How long one request may take before it fails as timed out.
  public var timeout: Duration
  private let sessions = AppSessions()

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

  /// The OAuth 2 session at the token endpoint in `variable` (else `defaultURL`) for the client id
  /// in `clientIDVariable`: one session per endpoint and client, shared by every feature that asks
  /// for it, its tokens in the Keychain on Apple platforms and in `tokens.sqlite` (in
  /// `dataDirectory`, else the app's data folder) elsewhere. It is signed out until the app's sign-in
  /// passes its tokens to `OAuthSession.signIn(tokens:)`.
  ///
  /// - Throws: `AppError.invalidBaseURL` when the endpoint is not an http(s) URL,
  ///   `AppError.missingClientID` when the client id is not set, `AppError.tokenStore` when the
  ///   tokens' database cannot be opened.
  public func session(
    _ variable: String, default defaultURL: String, clientID clientIDVariable: String
  ) throws(AppError) -> OAuthSession {
    let tokenURL: URL
    do throws(HTTPError) {
      tokenURL = try APIBaseURL.resolve(variable, default: defaultURL, environment: variables)
    } catch {
      throw .invalidBaseURL(variable: variable, value: variables[variable] ?? defaultURL)
    }
    guard let clientID = variables[clientIDVariable], !clientID.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .missingClientID(variable: clientIDVariable)
    }
    let account = "\(clientID) at \(tokenURL.absoluteString)"
    return try sessions.session(for: account) { () throws(AppError) -> OAuthSession in
      let store: any TokenStore
      #if canImport(Security)
        store = KeychainTokenStore(service: tokenURL.absoluteString, account: clientID)
      #else
        do throws(StorageError) {
          let file = databaseURL(StorageLocation.applicationData(for: "App").appendingPathComponent("tokens.sqlite"))
          store = try SQLiteTokenStore(fileURL: file, account: account)
        } catch {
          throw .tokenStore(message: error.description)
        }
      #endif
      return OAuthSession(tokenEndpoint: TokenEndpoint(tokenURL), clientID: clientID, store: store)
    }
  }

  /// The sessions `session(_:default:clientID:)` has built, for the app's sign-in to hand its tokens to.
  public var sessionsBuilt: [OAuthSession] {
    sessions.all
  }

  /// Where a feature's database goes: its default file name in `dataDirectory`, or `defaultURL`.
  public func databaseURL(_ defaultURL: URL) -> URL {
    dataDirectory?.appendingPathComponent(defaultURL.lastPathComponent) ?? defaultURL
  }
}
