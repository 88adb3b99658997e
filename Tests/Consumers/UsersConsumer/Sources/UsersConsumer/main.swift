import Core
import Foundation
import Networking
import Users

/// Lists the users of the API at `UsersFeature.baseURLVariable` (default: the public JSONPlaceholder).
func listUsers() async -> Int32 {
  let baseURL: URL
  do {
    baseURL = try APIBaseURL.resolve(UsersFeature.baseURLVariable, default: UsersFeature.defaultBaseURL)
  } catch {
    FileHandle.standardError.write(Data("UsersConsumer: \(error)\n".utf8))
    return 2
  }
  let feature = UsersFeature(httpClient: URLSessionHTTPClient(baseURL: baseURL, timeout: .seconds(10)))
  do {
    let users = try await feature.repository.users(cachePolicy: CachePolicy.noCache).value
    for user in users {
      print("\(user.id)\t\(user.initials)\t\(user.name)\t\(user.emailDomain ?? "-")")
    }
    print("\(users.count) users")
    return 0
  } catch {
    FileHandle.standardError.write(Data("UsersConsumer: \(error.localizedDescription)\n".utf8))
    return 1
  }
}

exit(await listUsers())
