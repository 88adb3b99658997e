//: kinds remote
import Networking

/// The __Feature__ repository over the service alone: every read asks it, and writes are validated first.
package struct Remote__Feature__Repository: __Feature__Repository {
  private let remote: any __Feature__RemoteDataSource

  /// Creates the repository.
  package init(remote: any __Feature__RemoteDataSource) {
    self.remote = remote
  }

  package func __feature__() async throws(__Feature__Error) -> [__Entity__] {
    let dtos: [__Entity__DTO]
    do throws(HTTPError) {
      dtos = try await remote.__feature__()
    } catch {
      throw __Feature__Error(error, during: .load)
    }
    return try dtos.map { dto throws(__Feature__Error) in try __Entity__(dto) }
  }

  package func __entity__(id: Int) async throws(__Feature__Error) -> __Entity__ {
    let dto: __Entity__DTO
    do throws(HTTPError) {
      dto = try await remote.__entity__(id: id)
    } catch {
      throw __Feature__Error(error, during: .load, id: id)
    }
    return try __Entity__(dto)
  }

  package func create(name: String) async throws(__Feature__Error) -> __Entity__ {
    let name = try __Entity__.validatedName(name)
    let dto: __Entity__DTO
    do throws(HTTPError) {
      dto = try await remote.create(__Entity__DTO(id: nil, name: name))
    } catch {
      throw __Feature__Error(error, during: .save)
    }
    return try __Entity__(dto)
  }

  package func delete(id: Int) async throws(__Feature__Error) {
    do throws(HTTPError) {
      try await remote.delete(id: id)
    } catch {
      throw __Feature__Error(error, during: .save, id: id)
    }
  }
}
