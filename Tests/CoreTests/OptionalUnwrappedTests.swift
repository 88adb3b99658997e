import Core
import Testing

@Suite struct OptionalUnwrappedTests {
  private enum Missing: Error, Equatable {
    case field(String)
  }

  @Test("a value is answered as it is, and nil throws the error given")
  func unwrapped() throws {
    let present: Int? = 3
    let absent: Int? = nil

    #expect(try present.unwrapped(or: Missing.field("a")) == 3)
    #expect(throws: Missing.field("b")) { try absent.unwrapped(or: Missing.field("b")) }
  }
}
