import Core
import Foundation
import Mocks
import Networking
import Testing

/// Multipart uploads, their parts' bytes and their arrival whole, and binary downloads.
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

  @Test("a small form is its parts in order: text, JSON, each array item and a file, in memory")
  func smallForm() throws {
    // Given
    var form = try HTTPMultipartForm(
      fields: .object([
        "description": .string("a \"cat\""), "focus": .object(["x": .number(0.5)]),
        "tags": .array([.string("a"), .string("b")]), "skipped": .null,
      ]),
      boundary: "XYZ")
    form.append(FileContent(data: Data([0, 1, 2]), fileName: "cat\".png", mediaType: "image/png"), named: "file")

    // When
    let endpoint = Endpoint.multipart(path: "/media", form: form)

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
    #expect(endpoint.headers["Content-Type"] == "multipart/form-data; boundary=XYZ")
  }

  @Test("a form of fields that is not an object is refused")
  func notAnObject() {
    #expect(throws: HTTPError.encoding("a multipart body holds an object's keys, and this value is not an object")) {
      try HTTPMultipartForm(fields: .string("x"))
    }
  }

  @Test(
    "an upload reaches the server whole, framed by its length or, streamed on Linux, by chunks",
    arguments: [2 * 1024, 3 * 1024 * 1024])
  func uploadOverLoopback(size: Int) async throws {
    // Given
    let server = try await LoopbackServer.start()
    let client = URLSessionHTTPClient(baseURL: server.baseURL)
    let resource = HTTPResource<Echo, Int>(client: client, path: "/echo")
    var form = HTTPMultipartForm(boundary: "loopback")
    form.append("a photo", named: "description")
    form.append(
      FileContent(data: Data((0..<size).map { UInt8($0 % 253) }), fileName: "p.jpg", mediaType: "image/jpeg"),
      named: "file")
    let expected = Endpoint.multipart(path: "/echo", form: form)
    let sent = try #require(expected.body)

    // When
    let echo = try await resource.create(uploading: form)

    // Then
    #expect(echo.method == "POST")
    #expect(echo.headers["content-type"] == "multipart/form-data; boundary=loopback")
    #if canImport(FoundationNetworking)
      // FoundationNetworking streams a body of more than 1 MiB, which it can only send chunked.
      let framing = sent.count > 1024 * 1024 ? echo.headers["transfer-encoding"] : echo.headers["content-length"]
      #expect(framing == (sent.count > 1024 * 1024 ? "chunked" : String(sent.count)))
    #else
      #expect(echo.headers["content-length"] == String(sent.count))
    #endif
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

  @Test("a bare upload sends the file's bytes as the whole body, typed by its media type, to the path below the id")
  func bareUpload() async throws {
    // Given
    let client = HTTPClientMock()
    client.enqueue(status: 204, body: Data())
    client.enqueue(body: Data("{}".utf8))
    let resource = HTTPResource<Echo, Int>(client: client, path: "/avatars", headers: ["X-Key": "k"])
    let file = FileContent(data: Data([137, 80, 78, 71]), fileName: "me.png", mediaType: "image/png")

    // When
    try await resource.upload(file, to: "image", id: 4)
    try await resource.upload(file, to: "extra", id: 5, method: .post)

    // Then
    #expect(client.endpoints.map(\.path) == ["/avatars/4/image", "/avatars/5/extra"])
    #expect(client.endpoints.map(\.method) == [.put, .post])
    #expect(client.endpoints.allSatisfy { $0.body == file.data })
    #expect(client.endpoints.allSatisfy { $0.headers == ["Content-Type": "image/png", "X-Key": "k"] })
  }

  @Test(
    "a download's file name is read from its Content-Disposition, never with a folder",
    arguments: [
      ("attachment; filename=\"report.pdf\"", "report.pdf"),
      ("attachment; filename=plain.txt", "plain.txt"),
      ("attachment; filename=\"old.txt\"; filename*=UTF-8''r%C3%A9sum%C3%A9.txt", "résumé.txt"),
      ("attachment; filename=\"../../etc/passwd\"", "passwd"),
      ("inline", nil),
      ("attachment; filename=\"\"", nil),
    ] as [(String, String?)])
  func fileName(disposition: String, expected: String?) async throws {
    // Given
    let client = HTTPClientMock()
    client.enqueue(body: Data([7]), headers: ["content-type": "application/pdf", "content-disposition": disposition])
    let resource = HTTPResource<Echo, Int>(client: client, path: "/reports")

    // When
    let download = try await resource.download("file", id: 1, accepting: "application/pdf")

    // Then
    #expect(download.fileName == expected)
    #expect(
      download.file(namedOtherwise: "file")
        == FileContent(data: Data([7]), fileName: expected ?? "file", mediaType: "application/pdf"))
  }
}
