import Core
import Members
import Testing

@Suite struct MembersErrorTests {
  @Test(
    "storage failures map to what the roster can act on",
    arguments: [
      (
        StorageError.constraintViolation(.unique, code: 2067, message: ""), "Faker" as String?,
        MembersError.duplicateName(name: "Faker")
      ),
      (.constraintViolation(.unique, code: 2067, message: ""), nil, .storageFailed),
      (.constraintViolation(.check, code: 275, message: ""), "Faker", .storageFailed),
      (.busy(code: 5, message: "locked"), "Faker", .storageBusy),
      (.full(code: 13, message: "database or disk is full"), "Faker", .storageFull),
      (.readOnly(code: 8, message: "attempt to write a readonly database"), "Faker", .storageFailed),
      (.closed, nil, .storageFailed),
    ]
  )
  func mapping(error: StorageError, name: String?, expected: MembersError) {
    #expect(MembersError(error, name: name) == expected)
  }

  @Test(
    "every case has a message that carries its argument",
    arguments: [
      (MembersError.notFound(id: 42), "42"), (.duplicateName(name: "Faker"), "Faker"),
      (.invalidInput(field: .name), MemberDraft.Field.name.label),
      (.invalidPosition(rawValue: 9), "9"), (.storageFailed, ""), (.storageFull, ""), (.storageBusy, ""),
      (.cancelled, ""),
    ]
  )
  func messages(error: MembersError, argument: String) throws {
    let message = try #require(error.errorDescription)

    #expect(!message.hasPrefix("members."))
    #expect(!message.isEmpty)
    #expect(argument.isEmpty || message.contains(argument))
  }
}
