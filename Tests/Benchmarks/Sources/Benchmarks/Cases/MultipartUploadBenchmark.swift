import Core
import Foundation
import Mocks
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A 10 MB file uploaded as a multipart form, against a bare `URLSession` upload of the same bytes.
enum MultipartUploadBenchmark {
  static let fileSize = 10 * 1024 * 1024

  private struct Answer: Decodable {
    let method: String
  }

  static func make(server: LoopbackServer) -> BenchmarkCase {
    PeakMemory.mapLargeAllocations()
    let client = URLSessionHTTPClient(baseURL: server.baseURL, timeout: .seconds(30), retryPolicy: .never)
    let form = photoForm()
    // The bare side sends the same bytes, made once before the timing as a caller holding them would.
    let body = Endpoint.multipart(path: "/upload", form: form).body ?? Data()
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    let session = URLSession(configuration: configuration)
    let request = upload(to: server.url("/upload"), contentType: form.contentType)
    let decoder = JSONDecoder()
    let subject: @Sendable () async throws -> Void = {
      let endpoint = Endpoint.multipart(path: "/upload", form: form)
      let answer = try await client.send(endpoint, as: Answer.self)
      guard answer.method == "POST" else { throw BenchmarkFailure(description: "answered \(answer.method)") }
    }
    let baseline: @Sendable () async throws -> Void = {
      let (data, _) = try await session.upload(for: request, from: body)
      let answer = try decoder.decode(Answer.self, from: data)
      guard answer.method == "POST" else { throw BenchmarkFailure(description: "answered \(answer.method)") }
    }
    return BenchmarkCase(
      subject: Workload(
        label: "HTTPMultipartForm of a 10 MB file, written and sent by URLSessionHTTPClient", run: subject),
      baseline: Workload(label: "URLSession.upload of the same bytes, held in memory", run: baseline),
      goal: 1.2,
      repetitions: 11,
      notes: {
        guard let subjectPeak = await PeakMemory.largestGrowth(during: subject),
          let baselinePeak = await PeakMemory.largestGrowth(during: baseline)
        else { return "peak memory not measured: this system has no /proc/self/clear_refs" }
        let subjectRatio = Double(subjectPeak) / Double(fileSize)
        let baselineRatio = Double(baselinePeak) / Double(fileSize)
        return String(
          format:
            "peak memory one upload added, against the file's 10 MB: subject %.2fx, baseline %.2fx; goal <=1.50x %@",
          subjectRatio, baselineRatio, subjectRatio <= 1.5 ? "PASS" : "MISS")
      }
    )
  }

  /// A form of one text field and the 10 MB file.
  private static func photoForm() -> HTTPMultipartForm {
    var form = HTTPMultipartForm(boundary: "benchmark-boundary")
    form.append("a photo of 10 MB", named: "description")
    form.append(
      FileContent(
        data: Data((0..<fileSize).map { UInt8($0 % 251) }), fileName: "photo.jpg", mediaType: "image/jpeg"),
      named: "file")
    return form
  }

  /// The bare request: the same method, headers and time-out the client sends.
  private static func upload(to url: URL, contentType: String) -> URLRequest {
    var request = URLRequest(url: url, timeoutInterval: 30)
    request.httpMethod = "POST"
    request.setValue(contentType, forHTTPHeaderField: "Content-Type")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }
}
