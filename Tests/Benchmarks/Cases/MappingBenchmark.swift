import Foundation
import Mocks
import Users

enum MappingBenchmark {
  static let decodes = 1_000

  static func make() throws -> BenchmarkCase {
    let data = try Fixtures.data("users")
    return BenchmarkCase(
      name: "users-mapping",
      subject: Workload(label: "decode + map 10 users ×1k") {
        let decoder = JSONDecoder()
        for _ in 0..<decodes {
          let users = try decoder.decode([UserDTO].self, from: data).map { dto throws(UsersError) in try User(dto) }
          guard users.count == 10 else { throw BenchmarkFailure(description: "mapped \(users.count) users") }
        }
      },
      baseline: Workload(label: "decode 10 DTOs ×1k") {
        let decoder = JSONDecoder()
        for _ in 0..<decodes {
          let dtos = try decoder.decode([UserDTO].self, from: data)
          guard dtos.count == 10 else { throw BenchmarkFailure(description: "decoded \(dtos.count) users") }
        }
      },
      goal: 1.3,
      repetitions: 9
    )
  }
}
