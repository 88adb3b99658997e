import Core
import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `session-tool <tokens.sqlite> <token URL> <request URL> [sign-in <URL> | hold-before-store | hold-after-store]`
///
/// One launch of an app with an OAuth 2 session whose tokens live in a SQLite file: it signs in (with
/// the tokens the sign-in URL answers) or reads the file, sends one request through the session,
/// and prints what became of it and of the session, one line each, flushed at once: `signed in`,
/// `answered <status>` or `failed <error>`, `state <state>`, `refreshes <n>`. With
/// `hold-before-store` it stops in its first refresh between the service's answer and the store
/// (printing `holding before the store`), with `hold-after-store` just after the store (`holding after
/// the store`), and waits there until it is killed: `.ci/check-app` kills it with SIGKILL and launches
/// the next process on the same file. Exit status 2 for a usage error.
@main
enum SessionTool {
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count >= 3, let tokenURL = URL(string: arguments[1]), let requestURL = URL(string: arguments[2])
    else {
      say(
        "usage: session-tool <tokens.sqlite> <token URL> <request URL> "
          + "[sign-in <URL> | hold-before-store | hold-after-store]")
      exit(2)
    }
    let file = URL(fileURLWithPath: arguments[0])
    let mode = arguments.dropFirst(3).first
    let base: SQLiteTokenStore
    do throws(StorageError) {
      base = try SQLiteTokenStore(fileURL: file)
    } catch {
      say("failed to open the store: \(error)")
      exit(1)
    }
    let hold: HeldTokenStore.Hold? = ["hold-before-store": .before, "hold-after-store": .after][mode ?? ""]
    let store = HeldTokenStore(base: base, hold: hold)
    let session = OAuthSession(tokenEndpoint: .url(tokenURL), clientID: "session-tool", store: store)
    if mode == "sign-in" {
      guard let signInURL = arguments.dropFirst(4).first.flatMap(URL.init(string:)) else {
        say("sign-in takes the URL that answers the tokens")
        exit(2)
      }
      var request = URLRequest(url: signInURL)
      request.httpMethod = "POST"
      do {
        try await session.signIn(tokens: try OAuthTokens(tokenAnswer: try await URLSession.shared.data(for: request).0))
        say("signed in")
      } catch {
        say("failed to sign in: \(error)")
        exit(1)
      }
    }
    var components = URLComponents(url: requestURL, resolvingAgainstBaseURL: false)
    let query = components?.queryItems ?? []
    components?.query = nil
    let client = URLSessionHTTPClient(baseURL: components?.url ?? requestURL, retryPolicy: .never)
    do throws(HTTPError) {
      let response = try await SessionHTTPClient(client: client, session: session).send(
        Endpoint(path: "", queryItems: query))
      say("answered \(response.statusCode)")
    } catch {
      say("failed \(error)")
    }
    say("state \(await session.state())")
    say("refreshes \(await session.refreshCount)")
  }

  /// Prints `line` and flushes it, so that a process killed right after has said it.
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}

/// A `TokenStore` over another that stops, for good, at its first save: before it (the answer in,
/// the store not written) or after it.
actor HeldTokenStore: TokenStore {
  enum Hold { case before, after }

  private let base: SQLiteTokenStore
  private let hold: Hold?

  init(base: SQLiteTokenStore, hold: Hold?) {
    self.base = base
    self.hold = hold
  }

  func load() async throws(StorageError) -> OAuthTokens? {
    try await base.load()
  }

  func save(_ tokens: OAuthTokens) async throws(StorageError) {
    if hold == .before { await holdForever("holding before the store") }
    try await base.save(tokens)
    if hold == .after { await holdForever("holding after the store") }
  }

  func clear() async throws(StorageError) {
    try await base.clear()
  }

  private func holdForever(_ line: String) async {
    SessionTool.say(line)
    // The behaviour under test: the process stops here for good, and `.ci/check-app` kills it.
    while true { try? await Task.sleep(for: .seconds(3600)) }
  }
}
