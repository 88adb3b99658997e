import Core
import Foundation
import Members
import Mocks
import Users

enum RepositoryBenchmark {
  static let reads = 10_000
  static let creates = 1_000

  static func usersWarmRead() async throws -> BenchmarkCase {
    let users = try Fixtures.decode([UserDTO].self, from: "users").map { dto throws(UsersError) in try User(dto) }
    let cache = UsersMemoryDataSource()
    await cache.replaceAll(users)
    let remote = UsersRemoteDataSourceMock()
    let repository = CachedUsersRepository(remote: remote, cache: cache)
    return BenchmarkCase(
      name: "users-warm-read",
      subject: Workload(label: "repository localFirst ×10k") {
        for _ in 0..<reads {
          guard try await repository.users(cachePolicy: .localFirst).count == users.count else {
            throw BenchmarkFailure(description: "the warm read lost users")
          }
        }
        guard remote.calls.isEmpty else { throw BenchmarkFailure(description: "a warm read reached the remote") }
      },
      baseline: Workload(label: "memory data source ×10k") {
        for _ in 0..<reads {
          guard await cache.allUsers()?.count == users.count else {
            throw BenchmarkFailure(description: "the data source lost users")
          }
        }
      },
      goal: 3.0,
      repetitions: 9
    )
  }

  static func membersCreate() throws -> BenchmarkCase {
    let repository = SQLiteMembersRepository(
      database: try SQLiteDatabase.inMemory(migrations: SQLiteMembersRepository.migrations))
    let bare = try SQLiteDatabase.inMemory(migrations: SQLiteMembersRepository.migrations)
    let runs = Counter()
    return BenchmarkCase(
      name: "members-create",
      subject: Workload(label: "repository create ×1k") {
        let run = await runs.next()
        for index in 0..<creates {
          _ = try await repository.create(name: "member-\(run)-\(index)", position: Position.allCases[index % 5])
        }
      },
      baseline: Workload(label: "bare INSERT through SQLiteDatabase ×1k") {
        let run = await runs.next()
        for index in 0..<creates {
          try await bare.execute(
            "INSERT INTO members (name, position) VALUES (?, ?)",
            [.text("member-\(run)-\(index)"), .integer(Int64(index % 5 + 1))])
        }
      },
      goal: nil,
      repetitions: 7
    )
  }
}
