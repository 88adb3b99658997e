import Foundation
import Mocks

/// What every case may need, made once per run.
struct BenchmarkContext {
  /// The loopback server the HTTP case talks to.
  let server: LoopbackServer
  /// A folder for database files, removed after the run.
  let folder: TemporaryDirectory
}

/// One named case and how to make it.
struct CatalogEntry: Sendable {
  /// The name the table shows and `--filter` matches.
  let name: String
  /// Builds the case, or says why this machine cannot run it.
  let make: @Sendable (BenchmarkContext) async throws -> Result<BenchmarkCase, Skipped>

  init(_ name: String, make: @escaping @Sendable (BenchmarkContext) async throws -> Result<BenchmarkCase, Skipped>) {
    self.name = name
    self.make = make
  }

  init(_ name: String, make: @escaping @Sendable (BenchmarkContext) async throws -> BenchmarkCase) {
    self.init(name) { context in .success(try await make(context)) }
  }
}

/// Why a case did not run here.
struct Skipped: Error {
  /// What is missing, and how to get it.
  let reason: String
}

/// Every case, in the order the table lists them: the one place a case's name is written.
let catalog: [CatalogEntry] = [
  CatalogEntry("memory-cache") { _ in await MemoryCacheBenchmark.cache() },
  CatalogEntry("memory-cache-storage") { _ in await MemoryCacheBenchmark.storage() },
  CatalogEntry("coalescer") { _ in CoalescerBenchmark.make() },
  CatalogEntry("http-client") { context in HTTPClientBenchmark.make(server: context.server) },
  CatalogEntry("sqlite-insert") { context in try SQLiteBenchmark.insert(in: context.folder.url) },
  CatalogEntry("sqlite-read") { context in try SQLiteBenchmark.read(in: context.folder.url) },
  CatalogEntry("users-warm-read") { _ in try await UsersBenchmark.warmRead() },
  CatalogEntry("members-create") { _ in try MembersBenchmark.create() },
  CatalogEntry("users-mapping") { _ in try UsersBenchmark.mapping() },
  CatalogEntry("countries-offline-read") { context in
    try await CountriesBenchmark.offlineRead(server: context.server, in: context.folder.url)
  },
  CatalogEntry("local-list") { context in try await MembersBenchmark.list(in: context.folder.url) },
  CatalogEntry("countries-cold-refresh") { context in CountriesBenchmark.coldRefresh(server: context.server) },
  CatalogEntry("load-more") { context in try await LoadMoreBenchmark.make(server: context.server) },
  CatalogEntry("filtered-list") { context in try await FilteredListBenchmark.make(server: context.server) },
  CatalogEntry("countries-refresh") { context in try await CountriesBenchmark.refresh(server: context.server) },
  CatalogEntry("outbox-create") { context in try OutboxBenchmark.create(in: context.folder.url) },
  CatalogEntry("outbox-send") { context in try OutboxBenchmark.send(server: context.server, in: context.folder.url) },
  CatalogEntry("session-refresh") { context in SessionBenchmark.make(server: context.server) },
  CatalogEntry("router") { _ in RouterBenchmark.make() },
  CatalogEntry("multipart-upload") { context in MultipartUploadBenchmark.make(server: context.server) },
]
