import Core
import Foundation

/// A collection of JSON values at `path` below a client's base URL, read and written the REST way.
///
/// `GET path` lists it and `POST path` creates a value. `GET`, `PUT` (or `PATCH`) and
/// `DELETE path/{id}` read, update and delete one. `POST path/{id}/<action>` runs an action on one.
public struct HTTPResource<DTO: Codable & Sendable, ID: Sendable & CustomStringConvertible>: Sendable {
  /// The collection's path below the base URL, such as `/posts`.
  public private(set) var path: String

  let client: any HTTPClient
  /// Sent with every request: the resource's own and those `sending(query:headers:on:)` adds for every one.
  private(set) var headers: [String: String]
  /// Sent with every request, after the request's own query items.
  private(set) var queryItems: [URLQueryItem] = []
  /// Sent with the list and each of its pages alone.
  private var listQueryItems: [URLQueryItem] = []
  /// Sent with the list and each of its pages alone, over `headers` of the same name.
  private var listHeaders: [String: String] = [:]
  let decoder: JSONDecoder
  let encoder: JSONEncoder
  /// How a create, an update and an action's body are written.
  let bodyEncoding: HTTPBodyEncoding
  let updateMethod: HTTPMethod
  private let decodeList: @Sendable (HTTPResponse, JSONDecoder) throws(HTTPError) -> LenientList<DTO>
  /// Whether one value's response is read as the value under its id in a keyed collection.
  ///
  /// It holds for `GET` and `PUT path/{id}`, whose DTO reads the id from its key.
  let valuesKeyedByID: Bool
  /// How `create(_:)` keys a new value when `valuesKeyedByID`, whose writes are JSON whatever `bodyEncoding` says.
  ///
  /// `nil` posts it and reads the response as the value.
  private let keyedCreate: HTTPKeyedCreate?
  /// The key a one-value response and a write's body hold the value under (`{"data": {…}}`).
  ///
  /// `nil` reads and writes the value itself.
  private(set) var valueKey: String?

  /// A collection whose list is a JSON array of values, all or nothing.
  ///
  /// One value that does not decode fails the list.
  ///
  /// - Parameters:
  ///   - client: sends every request, with the API root as its base URL.
  ///   - path: the collection's path below that root.
  ///   - headers: sent with every request (an API key, say), over the client's own.
  ///   - decoder: reads every response, one instance for every request.
  ///   - encoder: writes the body of a create or an update. A copy that sorts keys makes one value
  ///     the same bytes on every send.
  ///   - updateMethod: how `update(_:id:)` sends the value, `.put` for the whole value or `.patch`
  ///     for a service that updates with PATCH only.
  ///   - bodyEncoding: how a write's body goes: JSON, a form or a multipart upload, as a document's
  ///     `requestBody` asks.
  public init(
    client: any HTTPClient,
    path: String,
    headers: [String: String] = [:],
    decoder: JSONDecoder = JSONDecoder(),
    encoder: JSONEncoder = JSONEncoder(),
    updateMethod: HTTPMethod = .put,
    bodyEncoding: HTTPBodyEncoding = .json
  ) {
    self.init(
      client: client, path: path, headers: headers, decoder: decoder, encoder: encoder, updateMethod: updateMethod,
      bodyEncoding: bodyEncoding
    ) {
      (response: HTTPResponse, decoder: JSONDecoder) throws(HTTPError) -> LenientList<DTO> in
      LenientList(try response.decoded(as: [DTO].self, decoder: decoder))
    }
  }

  /// A collection whose list comes in an envelope, a `Page` that `items` takes the values out of.
  ///
  /// The values are an array, all or nothing as `init(client:path:headers:decoder:encoder:updateMethod:)`
  /// reads it. They may be a `LenientList`, which keeps the values that decode when others do not
  /// (`page: LenientList<DTO>.self, items: \.self` reads a plain array so), or a `KeyedList`.
  ///
  /// `valuesKeyedByID` serves a `KeyedList` whose values carry no id. One value's response is then
  /// read as the value under the id asked, so its DTO reads the id as it does in the list. Then
  /// `keyedCreate` says how `create(_:)` keys a new value. It is not read without `valuesKeyedByID`.
  /// `bodyEncoding` writes every body: JSON, a form or a multipart upload.
  public init<Page: Decodable & Sendable, Items: ListElements<DTO>>(
    client: any HTTPClient,
    path: String,
    page: Page.Type,
    items: @escaping @Sendable (Page) -> Items,
    headers: [String: String] = [:],
    decoder: JSONDecoder = JSONDecoder(),
    encoder: JSONEncoder = JSONEncoder(),
    updateMethod: HTTPMethod = .put,
    bodyEncoding: HTTPBodyEncoding = .json,
    valuesKeyedByID: Bool = false,
    keyedCreate: HTTPKeyedCreate? = nil
  ) {
    self.init(
      client: client, path: path, headers: headers, decoder: decoder, encoder: encoder, updateMethod: updateMethod,
      bodyEncoding: bodyEncoding, valuesKeyedByID: valuesKeyedByID, keyedCreate: keyedCreate
    ) {
      (response: HTTPResponse, decoder: JSONDecoder) throws(HTTPError) -> LenientList<DTO> in
      items(try response.decoded(as: Page.self, decoder: decoder)).lenientList
    }
  }

  private init(
    client: any HTTPClient,
    path: String,
    headers: [String: String],
    decoder: JSONDecoder,
    encoder: JSONEncoder,
    updateMethod: HTTPMethod,
    bodyEncoding: HTTPBodyEncoding,
    valuesKeyedByID: Bool = false,
    keyedCreate: HTTPKeyedCreate? = nil,
    decodeList: @escaping @Sendable (HTTPResponse, JSONDecoder) throws(HTTPError) -> LenientList<DTO>
  ) {
    self.client = client
    self.path = path
    self.headers = headers
    self.decoder = decoder
    self.encoder = encoder.sortingKeys()
    self.updateMethod = updateMethod
    self.bodyEncoding = bodyEncoding
    self.valuesKeyedByID = valuesKeyedByID
    self.keyedCreate = valuesKeyedByID ? keyedCreate : nil
    self.decodeList = decodeList
  }

  /// The same collection at `path`, one parent's.
  ///
  /// It serves a resource whose path takes its parent's identifier (`/channels/42/messages` of
  /// `/channels/{channel_id}/messages`). Headers, coders and the way responses are read stay.
  /// `path(id:)` and every request start from the new path.
  public func at(path: String) -> Self {
    var moved = self
    moved.path = path
    return moved
  }

  /// The same collection, whose one-value responses and write bodies hold the value under `key`.
  ///
  /// It serves a service that wraps each value it sends and takes (`{"data": {…}}`). The list keeps its
  /// own envelope. An action's response is read as the value itself.
  ///
  /// - Parameter key: the key the value sits under, such as `data`.
  /// - Returns: the resource reading and writing its values inside `{key: value}`.
  public func wrappingValues(in key: String) -> Self {
    var wrapping = self
    wrapping.valueKey = key
    return wrapping
  }

  /// The same collection, sending `query` and `headers` with the requests `scope` names.
  ///
  /// They are the parameters a document requires (`GET /projects?workspace=…`, an `X-Workspace`
  /// header). The items go after those the resource sends already. The headers win over its own of
  /// the same name.
  ///
  /// - Parameters:
  ///   - query: the query items, in the order they are sent.
  ///   - headers: the headers, by name.
  ///   - scope: every request, or the list and its pages alone.
  /// - Returns: the resource with the parameters added, its paths, coders and responses as they were.
  public func sending(query: [URLQueryItem], headers: [String: String] = [:], on scope: HTTPParameterScope) -> Self {
    var scoped = self
    switch scope {
    case .everyRequest:
      scoped.queryItems += query
      scoped.headers.merge(headers) { _, new in new }
    case .listRequests:
      scoped.listQueryItems += query
      scoped.listHeaders.merge(headers) { _, new in new }
    }
    return scoped
  }

  /// The headers of the list and its pages: every request's, with the list's own over them.
  private var allListHeaders: [String: String] {
    headers.merging(listHeaders) { _, list in list }
  }

  /// `GET path`.
  ///
  /// - Returns: every value, with those that did not decode for a resource that reads a `LenientList`.
  /// - Throws: `HTTPError.decoding` when the response is not the list, or, all or nothing, when one
  ///   value does not decode. Also what the client throws.
  public func list() async throws(HTTPError) -> LenientList<DTO> {
    let endpoint = Endpoint(path: path, queryItems: queryItems + listQueryItems, headers: allListHeaders)
    return try decodeList(try await client.send(endpoint), decoder)
  }

  /// One page of `GET path`, read by `paging`.
  ///
  /// It is the first page when `cursor` is `nil`, else the page a previous page's `next` names. The
  /// resource's headers go with every page, and only below the client's base URL. A parameter the
  /// resource sends with its list goes with every page too, added to a next link that left it out.
  ///
  /// - Throws: `HTTPError.foreignURL` when the response's next link leaves the base URL, and what
  ///   `list()` throws.
  public func page<Answer>(at cursor: Endpoint?, paging: HTTPPaging<Answer, DTO>) async throws(HTTPError) -> HTTPPage<
    DTO
  > {
    var asked = cursor ?? Endpoint(path: path, queryItems: paging.firstQuery)
    let named = Set(asked.queryItems.map(\.name))
    asked.queryItems += (queryItems + listQueryItems).filter { !named.contains($0.name) }
    asked.headers = allListHeaders
    let response = try await client.send(asked)
    let answer = try response.decoded(as: Answer.self, decoder: decoder)
    let items = paging.items(answer)
    let next = try paging.next(
      after: asked, isFirst: cursor == nil, answer: answer, response: response, values: items, client: client)
    return HTTPPage(items: items, next: next.map { Endpoint(path: $0.path, queryItems: $0.queryItems) })
  }

  /// `GET path/{id}`.
  public func value(id: ID) async throws(HTTPError) -> DTO {
    let endpoint = Endpoint(path: path(id: id), queryItems: queryItems, headers: headers)
    guard valuesKeyedByID else { return try decodedValue(try await client.send(endpoint)) }
    return try value(try await client.send(endpoint).body, keyedBy: id.description)
  }

  /// `POST path` with `dto`, which has no id.
  ///
  /// The response carries the id the service assigned. A response with no body is read back from the
  /// URL its `Location` header names. In a keyed collection made with `keyedCreate`, the value is put
  /// to a new key or posted, as it says.
  ///
  /// - Returns: the value the service created.
  /// - Throws: `HTTPError.decoding` when a keyed create's response names no new key, or when a
  ///   response with no body names no `Location` below the client's base URL. Also what the client throws.
  public func create(_ dto: DTO) async throws(HTTPError) -> DTO {
    switch keyedCreate {
    case nil:
      let endpoint = try written(body(dto), to: path, method: .post)
      return try await created(from: try await client.send(endpoint))
    case .putToNewKey(let newKey)?:
      let key = newKey()
      let endpoint = try written(dto, to: "\(path)/\(key)", method: .put, as: .json)
      return try value(try await client.send(endpoint).body, keyedBy: key)
    case .postAnsweringKey(let field)?:
      let endpoint = try written(dto, to: path, method: .post, as: .json)
      let key = try newKey(in: try await client.send(endpoint), field: field)
      return try value(endpoint.body ?? Data(), keyedBy: key)
    }
  }

  /// `PUT path/{id}` (or the `updateMethod` given) with the whole `dto`.
  ///
  /// - Returns: the value as the service stored it, or `dto` when the response has no body
  ///   (`204 No Content`): the service kept what was sent.
  /// - Throws: `HTTPError.decoding` when a body is not the value, and what the client throws.
  public func update(_ dto: DTO, id: ID) async throws(HTTPError) -> DTO {
    let endpoint = try written(body(dto), to: path(id: id), method: updateMethod)
    let response = try await client.send(endpoint)
    guard response.statusCode != 204, !response.body.isEmpty else { return dto }
    guard valuesKeyedByID else { return try decodedValue(response) }
    return try value(response.body, keyedBy: id.description)
  }

  /// `DELETE path/{id}`, whatever the response's body.
  public func delete(id: ID) async throws(HTTPError) {
    _ = try await client.send(Endpoint(path: path(id: id), method: .delete, queryItems: queryItems, headers: headers))
  }

  /// The value one value's `response` holds: its body, or what it holds under `valueKey`.
  ///
  /// - Throws: `HTTPError.decoding` when that is not the value.
  func decodedValue(_ response: HTTPResponse) throws(HTTPError) -> DTO {
    guard let valueKey else { return try response.decoded(as: DTO.self, decoder: decoder) }
    return try HTTPWrappedValue.value(in: response, under: valueKey, decoder: decoder)
  }

  /// A write's body: `dto`, or `{valueKey: dto}`.
  func body(_ dto: DTO) -> any Encodable {
    guard let valueKey else { return dto }
    return HTTPWrappedValue(key: valueKey, value: dto)
  }

  /// A write of `body` to `path`, with the resource's query and `headers`.
  ///
  /// The body is written as `bodyEncoding` says, or as `encoding` when given: a keyed collection's
  /// values are JSON.
  func written<Body: Encodable>(
    _ body: Body, to path: String, method: HTTPMethod, headers: [String: String]? = nil,
    as encoding: HTTPBodyEncoding? = nil
  ) throws(HTTPError) -> Endpoint {
    try Endpoint.encoded(
      path: path, method: method, body: body, as: encoding ?? bodyEncoding, queryItems: queryItems,
      headers: headers ?? self.headers, encoder: encoder)
  }

  /// The path of the value with `id`, which the client escapes when it builds the URL.
  public func path(id: ID) -> String {
    "\(path)/\(id)"
  }
}
