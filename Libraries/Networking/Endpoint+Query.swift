import Foundation

extension Endpoint {
  /// The same request with the query item `name` set to `value`, in place or at the end.
  func setting(_ name: String, to value: String) -> Endpoint {
    var endpoint = self
    let item = URLQueryItem(name: name, value: value)
    if let index = endpoint.queryItems.firstIndex(where: { $0.name == name }) {
      endpoint.queryItems[index] = item
    } else {
      endpoint.queryItems.append(item)
    }
    return endpoint
  }
}
