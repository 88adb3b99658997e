import Core
import Testing

@Suite struct OutboxDeliveryTests {
  /// The case a delivery is, in words a table of expectations can hold.
  private func name(_ delivery: OutboxDelivery<Int>) -> String {
    switch delivery {
    case .delivered(let id, let etag): "delivered \(id.map(String.init) ?? "-") \(etag ?? "-")"
    case .unreachable: "unreachable"
    case .notSent: "notSent"
    case .conflict: "conflict"
    case .rejected(let reason): "rejected \(reason)"
    case .throttled(let wait): "throttled \(wait.components.seconds)"
    }
  }

  @Test(
    "a failure is sorted by its status, its write's kind and whether it was sent",
    arguments: [
      (OutboxWriteKind.update, 409, "conflict"),
      (.delete, 412, "conflict"),
      (.create, 422, "rejected HTTP 422"),
      (.update, 404, "rejected HTTP 404"),
      (.delete, 404, "delivered - -"),
      (.create, 408, "unreachable"),
      (.create, 429, "unreachable"),
      (.update, 503, "unreachable"),
      (.create, 302, "unreachable"),
      (.create, 401, "notSent"),
      (.delete, 401, "notSent"),
      (.update, 403, "rejected HTTP 403"),
    ])
  func byStatus(kind: OutboxWriteKind, status: Int, expected: String) {
    #expect(name(.failure(of: kind, status: status, neverSent: false)) == expected)
  }

  @Test("no answer is unreachable, and a request that never left is notSent, whatever its kind")
  func withoutAnswer() {
    #expect(name(.failure(of: .create, status: nil, neverSent: false)) == "unreachable")
    for kind in [OutboxWriteKind.create, .update, .delete] {
      #expect(name(.failure(of: kind, status: nil, neverSent: true)) == "notSent")
    }
  }

  @Test("a wait the service asked for is throttled, whatever the status and the kind")
  func retryAfter() {
    for (kind, status) in [(OutboxWriteKind.create, 429), (.update, 503), (.delete, nil)] {
      #expect(name(.failure(of: kind, status: status, neverSent: false, retryAfter: .seconds(12))) == "throttled 12")
    }
  }
}
