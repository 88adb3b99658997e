#if canImport(Security)
  import Foundation
  import Security

  /// A `TokenStore` in the Keychain (Apple platforms): one generic-password item per service and
  /// account, holding the tokens as JSON, so that a save replaces them all in one item update.
  ///
  /// The item is readable after the device's first unlock and never leaves the device (no iCloud
  /// Keychain, no backup restored elsewhere).
  public struct KeychainTokenStore: TokenStore {
    /// The item's service attribute, usually the app's bundle identifier and the service's name.
    public let service: String
    /// The item's account attribute: one service may keep the tokens of several accounts.
    public let account: String

    /// A store for the item of `service` and `account`; nothing is read until `load()`.
    public init(service: String, account: String = "default") {
      self.service = service
      self.account = account
    }

    /// The tokens saved last, or `nil` when the item does not exist.
    public func load() async throws(StorageError) -> OAuthTokens? {
      var query = itemQuery
      query[kSecReturnData as String] = true
      query[kSecMatchLimit as String] = kSecMatchLimitOne
      var result: CFTypeRef?
      let status = SecItemCopyMatching(query as CFDictionary, &result)
      if status == errSecItemNotFound { return nil }
      guard status == errSecSuccess, let data = result as? Data else { throw Self.failure(status) }
      do {
        return try JSONDecoder().decode(OAuthTokens.self, from: data)
      } catch {
        throw .typeMismatch(
          column: "Keychain item \(service)/\(account)", expected: "OAuth tokens", found: "other data")
      }
    }

    /// Replaces the item's data, or adds the item when there is none.
    public func save(_ tokens: OAuthTokens) async throws(StorageError) {
      let data: Data
      do {
        data = try JSONEncoder().encode(tokens)
      } catch {
        throw .encodingFailed(column: "Keychain item \(service)/\(account)", reason: String(describing: error))
      }
      let status = SecItemUpdate(itemQuery as CFDictionary, [kSecValueData as String: data] as CFDictionary)
      if status == errSecSuccess { return }
      guard status == errSecItemNotFound else { throw Self.failure(status) }
      var item = itemQuery
      item[kSecValueData as String] = data
      item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
      let added = SecItemAdd(item as CFDictionary, nil)
      guard added == errSecSuccess else { throw Self.failure(added) }
    }

    /// Deletes the item; one that does not exist is already cleared.
    public func clear() async throws(StorageError) {
      let status = SecItemDelete(itemQuery as CFDictionary)
      guard status == errSecSuccess || status == errSecItemNotFound else { throw Self.failure(status) }
    }

    private var itemQuery: [String: Any] {
      [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
        kSecAttrAccount as String: account,
      ]
    }

    private static func failure(_ status: OSStatus) -> StorageError {
      .keychain(status: status, message: SecCopyErrorMessageString(status, nil) as String? ?? "OSStatus \(status)")
    }
  }
#endif
