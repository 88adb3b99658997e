"""How a generated mapping fails: with its feature's own error, or with the one its caller passes."""


class Failing:
    """How a mapping fails: the error type its closures throw (`type`) and the value it throws for a value it
    cannot read (`value`): a feature's own (`PostsError`, `PostsError.invalidData`), or, in a nested type's
    mapping, the one its caller passes (`Failure`, `invalid`)."""

    def __init__(self, type, value):
        self.type, self.value = type, value


NESTED = Failing("Failure", "invalid")  # a nested type's mapping throws what its caller passes
