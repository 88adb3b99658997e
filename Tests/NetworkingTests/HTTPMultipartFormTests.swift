import Core
import Foundation
import Mocks
import Networking
import Testing

/// Multipart uploads: the parts' bytes, a large form streamed from a file, and binary downloads.
@Suite(.timeLimit(.minutes(1))) struct HTTPMultipartFormTests {
  private struct Echo: Codable, Sendable {
    let method: String
    let headers: [String: String]
    let bodyBase64: String

    enum CodingKeys: String, CodingKey {
      case method, headers
      case bodyBase64 = "body_base64"
    }
  }

  private func bytes(_ form: HTTPMultipartForm) throws -> Data {
    try #require(try Endpoint.multipart(path: "/media", form: form).body)
  }

  @Test("a small form is its parts in order: text, JSON, each array item and a file, in memory")
  func smallForm() throws {
    // Given
    var form = try HTTPMultipartForm(
      fields: .object([
        "description": .string("a \"cat\""), "focus": .object(["x": .number(0.5)]),
        "tags": .array([.string("a"), .string("b")]), "skipped": .null,
      ]),
      boundary: "XYZ")
    form.append(HTTPFilePart(data: Data([0, 1, 2]), fileName: "cat\".png", contentType: "image/png"), named: "file")

    // When
    let endpoint = try Endpoint.multipart(path: "/media", form: form)

    // Then
    let expected =
      "--XYZ\r\nContent-Disposition: form-data; name=\"description\"\r\n\r\na \"cat\"\r\n"
      + "--XYZ\r\nContent-Disposition: form-data; name=\"focus\"\r\nContent-Type: application/json\r\n\r\n"
      + "{\"x\":0.5}\r\n"
      + "--XYZ\r\nContent-Disposition: form-data; name=\"tags\"\r\n\r\na\r\n"
      + "--XYZ\r\nContent-Disposition: form-data; name=\"tags\"\r\n\r\nb\r\n"
      + "--XYZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cat%22.png\"\r\n"
      + "Content-Type: image/png\r\n\r\n"
    #expect(endpoint.body == Data(expected.utf8) + Data([0, 1, 2]) + Data("\r\n--XYZ--\r\n".utf8))
    #expect(endpoint.bodyFile == nil)
    #expect(endpoint.headers["Content-Type"] == "multipart/form-data; boundary=XYZ")
  }

  @Test("a form of more than the memory limit is written to a file, deleted when the endpoint goes")
  func largeFormStreams() throws {
    // Given
    var form = HTTPMultipartForm(boundary: "B")
    form.append("big", named: "description")
    let file = Data((0..<(HTTPMultipartForm.memoryLimit + 10)).map { UInt8($0 % 251) })
    form.append(HTTPFilePart(data: file, fileName: "big.bin"), named: "file")
    var small = HTTPMultipartForm(boundary: "B")
    small.append("big", named: "description")
    small.append(HTTPFilePart(data: Data([7]), fileName: "big.bin"), named: "file")
    let head = try bytes(small).dropLast(Data("\u{7}\r\n--B--\r\n".utf8).count)

    // When
    var endpoint: Endpoint? = try Endpoint.multipart(path: "/media", form: form)
    let bodyFile = try #require(endpoint?.bodyFile)
    let url = bodyFile.url

    // Then
    #expect(endpoint?.body == nil)
    #expect(try Data(contentsOf: url) == head + file + Data("\r\n--B--\r\n".utf8))
    #expect(bodyFile.size == head.count + file.count + 9)
    endpoint = nil
    _ = consume bodyFile
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test("a form of fields that is not an object is refused")
  func notAnObject() {
    #expect(throws: HTTPError.encoding("a multipart body holds an object's keys, and this value is not an object")) {
      try HTTPMultipartForm(fields: .string("x"))
    }
  }

  @Test("a streamed upload reaches the server whole, with its length", arguments: [2 * 1024, 3 * 1024 * 1024])
  func uploadOverLoopback(size: Int) async throws {
    // Given
    let server = try await LoopbackServer.start()
    let client = URLSessionHTTPClient(baseURL: server.baseURL)
    let resource = HTTPResource<Echo, Int>(client: client, path: "/echo")
    var form = HTTPMultipartForm(boundary: "loopback")
    form.append("a photo", named: "description")
    form.append(
      HTTPFilePart(data: Data((0..<size).map { UInt8($0 % 253) }), fileName: "p.jpg", contentType: "image/jpeg"),
      named: "file")
    let expected = try Endpoint.multipart(path: "/echo", form: form)
    let sent = try expected.bodyFile.map { try Data(contentsOf: $0.url) } ?? #require(expected.body)

    // When
    let echo = try await resource.create(uploading: form)

    // Then
    #expect(echo.method == "POST")
    #expect(echo.headers["content-type"] == "multipart/form-data; boundary=loopback")
    #expect(echo.headers["content-length"] == String(sent.count))
    #expect(Data(base64Encoded: echo.bodyBase64) == sent)
  }

  @Test("a download asks for the media type and returns the bytes with the type answered")
  func download() async throws {
    // Given
    let client = HTTPClientMock()
    client.enqueue(body: Data([137, 80, 78, 71]), headers: ["content-type": "image/png"])
    client.enqueue(body: Data([1]))
    let resource = HTTPResource<Echo, Int>(client: client, path: "/avatars")

    // When
    let avatar = try await resource.download("image", id: 4, accepting: "image/*")
    let bare = try await resource.download("", id: 5, accepting: "*/*")

    // Then
    #expect(avatar == HTTPDownload(data: Data([137, 80, 78, 71]), contentType: "image/png"))
    #expect(bare == HTTPDownload(data: Data([1])))
    #expect(client.endpoints.map(\.path) == ["/avatars/4/image", "/avatars/5"])
    #expect(client.endpoints.map { $0.headers["Accept"] } == ["image/*", "*/*"])
  }
}
