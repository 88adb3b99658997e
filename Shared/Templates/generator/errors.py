"""What stops a run: a refusal before anything is written, a failure after, an interruption."""


class Refusal(Exception):
    """The one line a refused run prints; nothing was changed. `settled_by`: the words of the option the line
    names that settles it (`("--id", "slug")`), when it names one."""

    def __init__(self, message, settled_by=()):
        super().__init__(message)
        self.settled_by = tuple(settled_by)


class SpecError(Refusal):
    """One line saying what is wrong with the spec or the sample; nothing was written."""


class Failure(Exception):
    """A step failed after files were written; the run rolls back."""


class TemplateError(Failure):
    """A template is malformed: the message names the template and the line."""


class Interrupted(Exception):
    """A signal arrived while files were written; the run rolls back."""
