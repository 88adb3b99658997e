import Core
import Foundation
import Mocks
import Networking
import Users

/// The Users feature through its public entry, over an `HTTPClientMock` serving the ten-user fixture.
enum UsersBenchmark {
  static let reads = 10_000
  static let decodes = 1_000

  /// What a warm read answers from, with nothing of Core's around it.
  private protocol UserListing: Sendable {
    func all() async -> [User]
  }

  /// The bare thing a warm `localFirst` read wraps: an actor holding the list, called through a
  /// protocol as a screen calls the repository.
  private actor ListStore: UserListing {
    private let users: [User]

    init(_ users: [User]) {
      self.users = users
    }

    func all() -> [User] {
      users
    }
  }

  /// The wire shape of one user, decoded with nothing around it: the baseline of the mapping case.
  private struct WireUser: Decodable {
    struct Address: Decodable {
      let street, suite, city, zipcode: String
      let geo: [String: String]
    }

    struct Company: Decodable {
      let name, catchPhrase, bs: String
    }

    let id: Int
    let name, username, email, phone, website: String
    let address: Address
    let company: Company
  }

  private static func feature(serving fixture: Data) -> (UsersFeature, HTTPClientMock) {
    let client = HTTPClientMock()
    client.setHandler { _ throws(HTTPError) in HTTPResponse(statusCode: 200, body: fixture) }
    return (UsersFeature(httpClient: client, cacheTimeToLive: nil), client)
  }

  static func warmRead() async throws -> BenchmarkCase {
    let (feature, client) = feature(serving: try Fixtures.data("users"))
    let users = try await feature.repository.users(cachePolicy: .localFirst).value
    let store: any UserListing = ListStore(users)
    return BenchmarkCase(
      subject: Workload(label: "repository localFirst ×10k") {
        for _ in 0..<reads {
          guard try await feature.repository.users(cachePolicy: .localFirst).value.count == users.count else {
            throw BenchmarkFailure(description: "the warm read lost users")
          }
        }
        guard client.callCount == 1 else { throw BenchmarkFailure(description: "a warm read reached the client") }
      },
      baseline: Workload(label: "the list in a bare actor, via a protocol ×10k") {
        for _ in 0..<reads {
          guard await store.all().count == users.count else {
            throw BenchmarkFailure(description: "the store lost users")
          }
        }
      },
      goal: 2.0,
      repetitions: 9
    )
  }

  static func mapping() throws -> BenchmarkCase {
    let fixture = try Fixtures.data("users")
    let (feature, _) = feature(serving: fixture)
    let bare = HTTPClientMock()
    bare.setHandler { _ throws(HTTPError) in HTTPResponse(statusCode: 200, body: fixture) }
    return BenchmarkCase(
      subject: Workload(label: "noCache read: decode + map 10 users ×1k") {
        for _ in 0..<decodes {
          let users = try await feature.repository.users(cachePolicy: .noCache).value
          guard users.count == 10 else { throw BenchmarkFailure(description: "mapped \(users.count) users") }
        }
      },
      baseline: Workload(label: "decode 10 bare wire users ×1k") {
        for _ in 0..<decodes {
          let users = try await bare.send(Endpoint(path: "/users"), as: [WireUser].self)
          guard users.count == 10 else { throw BenchmarkFailure(description: "decoded \(users.count) users") }
        }
      },
      goal: 1.3,
      repetitions: 9
    )
  }
}
