"""The spec's parts are completed while a reader builds them, then frozen (model/spec.Spec.freeze)."""


class Frozen:
    """A part of the spec: completed while a reader builds it (naming runs after the shapes are known),
    then frozen by `Spec.freeze()`, after which setting any attribute raises `FrozenError`."""

    _frozen = False

    def __setattr__(self, name, value):
        if self._frozen:
            raise FrozenError(f"{type(self).__name__}.{name}: the spec is frozen once the readers have built it")
        super().__setattr__(name, value)

    def freeze_as(self, **values):
        """Sets `values` (the parts as tuples), then freezes."""
        for name, value in values.items():
            super().__setattr__(name, value)
        super().__setattr__("_frozen", True)
        return self


class FrozenError(AttributeError):
    """An attribute of a frozen spec was set."""
