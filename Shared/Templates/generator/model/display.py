"""The display field a feature's list shows when `--display` names none."""


def preferred_display(candidates, name, key):
    """The display field chosen when `--display` names none: among `candidates` (the required plain String
    fields, in order), the one `name` calls name, else title, else the first whose `key` is not a service's
    metadata beside the element's own keys (`METADATA_KEYS`, or one that starts with `_` or `@`:
    Elasticsearch's `_index`, Google's `kind`, Stripe's `object`); `None` without one."""
    for preferred in ("name", "title"):
        for candidate in candidates:
            if name(candidate) == preferred:
                return candidate
    return next((candidate for candidate in candidates
                 if not key(candidate).startswith(("_", "@")) and key(candidate) not in METADATA_KEYS), None)


# The keys services put beside an element's own to say what it is, never what the element is called.
METADATA_KEYS = frozenset({"kind", "object", "etag"})
