"""The `--pages` reader: the style of a list that its service answers in pages, checked against the
sample (`Paging.attach`) before anything is written. It completes the spec (the envelope's next-URL
field a sample left null); the renderer (render/paging.py) turns it into Swift.
"""

import re

from ..errors import SpecError
from ..model.naming import is_keyword, shown, swift_name
from ..model.spec import Field, FieldType, Frozen

STYLES = ("cursor:<param>, link, next[:<key>], page:<param>[,<size param>], offset:<param>,<limit param> or "
          "token:<param>,<key>")
PARAMETER = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-\[\]]*")
MORE_KEYS = ("has_more", "hasMore", "more")
# What a page or offset list's envelope may say of the pages after it, read before the page's length:
# `{style: {what: the keys that say it}}`, each an Int but `more`, a Bool.
SAYS = {"offset": {"next": ("next_offset", "nextOffset"), "more": MORE_KEYS,
                   "total": ("total", "total_count", "totalCount", "total_results", "totalResults", "total_items",
                             "totalItems")},
        "page": {"next": ("next_page", "nextPage"), "more": MORE_KEYS,
                 "total": ("total_pages", "totalPages", "page_count", "pageCount")}}


class Paging(Frozen):
    """One --pages value: the style and its query parameters, or the key its envelope names."""

    def __init__(self, style, parameter=None, size=None, key=None):
        self.style, self.parameter, self.size, self.key = style, parameter, size, key
        self.more = None  # the envelope's has_more field, for cursor
        self.next = None  # the envelope's next-URL field, for next; its next-page token, for token
        self.says = {}  # for page and offset: the envelope's fields that say what follows (`SAYS`), by what

    @classmethod
    def parse(cls, text):
        """The style `text` names; `SpecError` says what is wrong with it."""
        style, _, rest = text.partition(":")
        values = rest.split(",") if rest else []
        if any(not PARAMETER.fullmatch(value) for value in values):
            raise SpecError(f"--pages '{text}': a parameter is letters, digits, '_', '-', '.' or brackets")
        if style == "link" and not values:
            return cls("link")
        if style == "next" and len(values) <= 1:
            if values and (values[0].count(".") > 1 or not all(values[0].split("."))):
                raise SpecError(f"--pages '{text}': the next URL is a key of the envelope's top level (next) or of "
                                "an object there (JSON:API's links.next)")
            return cls("next", key=values[0] if values else "next")
        if style == "cursor" and len(values) == 1:
            return cls("cursor", values[0])
        if style == "page" and len(values) in (1, 2):
            return cls("page", values[0], values[1] if len(values) == 2 else None)
        if style == "offset" and len(values) == 2:
            return cls("offset", values[0], values[1])
        if style == "token" and len(values) == 2:
            if "." in values[1]:
                raise SpecError(f"--pages '{text}': the token is a key of the envelope's top level (nextPageToken)")
            return cls("token", values[0], key=values[1])
        raise SpecError(f"--pages is {STYLES}, not '{text}'")

    def attach(self, spec, kind):
        """Checks the style against the feature (not local; its sample's envelope) and finds the envelope's
        fields it reads, adding a next-URL field the sample left out; `SpecError` says why it cannot."""
        if kind == "local":
            raise SpecError("--pages does not go with --source local: a local feature reads its table whole")
        if self.style in ("cursor", "next", "token") and not spec.envelope:
            raise SpecError(f"--pages {self.style} reads the list's envelope; give a sample in one with --from-json")
        top = spec.page_levels[0] if spec.envelope else []
        if self.style == "cursor":
            self.more = next((f for f in top if f.key in MORE_KEYS and f.type.base == "Bool"), None)
            if self.more is None:
                raise SpecError(f"--pages cursor reads whether more follow from the envelope's {' or '.join(MORE_KEYS)}, "
                                f"and the sample's '{shown(spec.envelope.path[0])}' envelope has no such Boolean")
        if self.style in SAYS and spec.envelope:
            for what, keys in SAYS[self.style].items():
                found = next((f for f in top if f.key in keys and not f.type.array and not f.type.map
                              and f.type.base == ("Bool" if what == "more" else "Int")), None)
                if found is not None:
                    self.says[what] = found
        if self.style == "next" and "." in self.key:
            self.attach_link(spec)
        elif self.style in ("next", "token"):
            what = "the next page's URL" if self.style == "next" else "the next page's token"
            spelled = f"--pages {self.style}:" + (self.key if self.style == "next" else f"{self.parameter},{self.key}")
            self.next = next((f for f in top if f.key == self.key), None)
            if self.next is None:
                taken = {f.name for f in top} | {spec.envelope.names[0]}
                name = swift_name(self.key) or "next"
                if name in taken or is_keyword(name):
                    raise SpecError(f"{spelled}: name the key of {what} in the envelope")
                self.next = Field(name, self.key, FieldType("String"), True)
                top.append(self.next)
                spec.notes = [note for note in spec.notes if not note.startswith(f"{shown(self.key)}: a null beside")]
                spec.notes.append(f"{shown(self.key)}: {what}, kept beside the items ({spelled})")
            elif self.next.type.base != "String" or self.next.type.array or self.next.type.map:
                raise SpecError(f"{spelled}: the envelope's '{shown(self.key)}' is not {what}, a string")

    def attach_link(self, spec):
        """The next URL inside an object of the envelope's top level (`links.next`): the object's key and the
        URL's become `spec.page_link`, which the page DTO decodes; `SpecError` when the sample's object is
        missing or holds something else than a URL or null there."""
        holder_key, key = self.key.split(".")
        holder = spec.envelope_document.get(holder_key) if isinstance(spec.envelope_document, dict) else None
        if not isinstance(holder, dict) or not isinstance(holder.get(key, None), (str, type(None))):
            raise SpecError(f"--pages next:{self.key}: the envelope's '{shown(holder_key)}' is not an object whose "
                            f"'{shown(key)}' is a URL string or null")
        taken = {f.name for f in spec.page_levels[0]} | {spec.envelope.names[0]}
        names = [re.sub(r"[^A-Za-z0-9]", "", part) for part in (holder_key, key)]
        names = [name[0].lower() + name[1:] if name else "" for name in names]
        if not all(names) or names[0] in taken or any(name[0].isdigit() for name in names):
            raise SpecError(f"--pages next:{self.key}: name an object and a key of the envelope with letters")
        self.next = Field(names[1], key, FieldType("String"), True)
        spec.page_link = Field(names[0], holder_key, FieldType("String"), True)
        spec.page_link_url = self.next
        spec.notes = [note for note in spec.notes if not note.startswith(f"{shown(holder_key)}: an object beside")]
        spec.notes.append(f"{shown(self.key)}: the next page's URL, kept beside the items (--pages next:{self.key})")
