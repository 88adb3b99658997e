import Core
import Countries
import CountriesMocks
import Members
import MembersMocks
import Mocks
import Users
import UsersMocks

extension AppContainer {
  /// A graph of interactor mocks that return stubs, with no network and no file, the same every time.
  public static func stub() -> AppContainer {
    var container = AppContainer()
    // Each feature's types are its own, and another feature may declare the same name (a generated
    // feature's nested `User`): a type named in this file, which imports every feature, is qualified.

    let users = UsersInteractorMock()
    let everyone: [Users.User] = [.stub(), .stub(id: 2, name: "Ervin Howell", username: "Antonette")]
    users.loadUsersResult = .success(.stub(everyone))
    users.refreshUsersResult = .success(.stub(everyone))
    users.loadUserResult = .success(.stub())
    users.searchResult = .success([.stub()])
    users.createUserResult = .success(.stub(id: 11, name: "Ada Lovelace", username: "ada"))
    users.updateUserResult = .success(.stub(id: 11, name: "Ada King", username: "ada"))
    users.deleteUserResult = .success(())
    container.users = .success(users)

    let members = MembersInteractorMock()
    let roster: [Members.Member] = [.stub(), .stub(id: 2, name: "Zeus", position: .top)]
    members.loadMembersResult = .success(roster)
    members.loadMemberResult = .success(.stub())
    members.createMemberResult = .success(.stub(id: 3, name: "Keria", position: .support))
    members.updateMemberResult = .success(.stub(id: 3, name: "Keria", position: .carry))
    members.deleteMemberResult = .success(())
    container.members = .success(members)

    let countries = CountriesInteractorMock()
    let catalogue: [Countries.Country] = [
      .stub(), .stub(code: "ESP", alpha2: "ES", name: "Spain", capitals: ["Madrid"]),
    ]
    countries.loadCountriesResult = .success(.stub(catalogue))
    countries.refreshCountriesResult = .success(.stub(catalogue))
    countries.loadCountryDetailsResult = .success(.stub())
    countries.searchResult = .success([.stub()])
    container.countries = .success(countries)

    // generate.sh: stub begin
    // generate.sh: stub end
    return container
  }
}
