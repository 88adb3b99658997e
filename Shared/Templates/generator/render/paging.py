"""--pages: how a generated feature reads a list that its service answers in pages.

The style is checked against the sample before anything is written (`Paging.attach`), and gives the
Swift of the remote data source's `HTTPPaging` (`swift`) and the loopback server's query that serves
the sample in that style (`server_query`), so the generated integration test reads it page by page.
"""

import re

from ..errors import SpecError
from ..naming import shown
from ..spec import Field, FieldType

STYLES = "cursor:<param>, link, next[:<key>], page:<param>[,<size param>] or offset:<param>,<limit param>"
PAGE_SIZE = 20  # what a page or offset style asks per page
PARAMETER = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-\[\]]*")
MORE_KEYS = ("has_more", "hasMore", "more")


class Paging:
    """One --pages value: the style and its query parameters, or the key its envelope names."""

    def __init__(self, style, parameter=None, size=None, key=None):
        self.style, self.parameter, self.size, self.key = style, parameter, size, key
        self.more = None  # the envelope's has_more field, for cursor
        self.next = None  # the envelope's next-URL field, for next

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
            if values and "." in values[0]:
                raise SpecError(f"--pages '{text}': the next URL is read from a key of the envelope's top level; "
                                "a nested one (JSON:API's links.next) is not read yet")
            return cls("next", key=values[0] if values else "next")
        if style == "cursor" and len(values) == 1:
            return cls("cursor", values[0])
        if style == "page" and len(values) in (1, 2):
            return cls("page", values[0], values[1] if len(values) == 2 else None)
        if style == "offset" and len(values) == 2:
            return cls("offset", values[0], values[1])
        raise SpecError(f"--pages is {STYLES}, not '{text}'")

    def attach(self, spec, kind):
        """Checks the style against the feature (not local; its sample's envelope) and finds the envelope's
        fields it reads, adding a next-URL field the sample left out; `SpecError` says why it cannot."""
        if kind == "local":
            raise SpecError("--pages does not go with --source local: a local feature reads its table whole")
        if self.style in ("cursor", "next") and not spec.envelope:
            raise SpecError(f"--pages {self.style} reads the list's envelope; give a sample in one with --from-json")
        top = spec.page_levels[0] if spec.envelope else []
        if self.style == "cursor":
            self.more = next((f for f in top if f.key in MORE_KEYS and f.type.base == "Bool"), None)
            if self.more is None:
                raise SpecError(f"--pages cursor reads whether more follow from the envelope's {' or '.join(MORE_KEYS)}, "
                                f"and the sample's '{shown(spec.envelope.path[0])}' envelope has no such Boolean")
        if self.style == "next":
            self.next = next((f for f in top if f.key == self.key), None)
            if self.next is None:
                taken = {f.name for f in top} | {spec.envelope.names[0]}
                name = re.sub(r"[^A-Za-z0-9]", "", self.key) or "next"
                name = name[0].lower() + name[1:]
                if name in taken or name[0].isdigit():
                    raise SpecError(f"--pages next:{self.key}: name the key of the next page's URL in the envelope")
                self.next = Field(name, self.key, FieldType("String"), True)
                top.append(self.next)
            elif self.next.type.base != "String":
                raise SpecError(f"--pages next:{self.key}: the envelope's '{shown(self.key)}' is not a URL string")

    def describe(self):
        """The style, as --dry-run and the summary print it."""
        if self.style in ("link", "next"):
            return {"link": "the Link header's rel=\"next\"", "next": f"the envelope's '{self.key}' URL"}[self.style]
        if self.style == "cursor":
            return f"{self.parameter}=<last id> while '{self.more.key}' is true"
        size = f", {self.size}={PAGE_SIZE}" if self.size else ""
        return f"{self.parameter}=<{'page from 1' if self.style == 'page' else 'offset from 0'}>{size}"

    def swift(self, spec, feature):
        """The `HTTPPaging` value the remote data source reads pages by."""
        answer = f"{feature}PageDTO" if spec.envelope else f"[{spec.entity}DTO]"
        items = "\\." + ".".join(spec.envelope.names) if spec.envelope else "\\.self"
        paging = f"HTTPPaging<{answer}, {spec.entity}DTO>"
        if self.style == "cursor":
            cursor = "{ $0.id.map(String.init) }" if spec.id.type.base == "Int" else "\\.id"
            return (f'{paging}.cursor("{self.parameter}", items: {items}, hasMore: \\.{self.more.name}, '
                    f"id: {cursor})")
        if self.style == "link":
            return f"{paging}.link(items: {items})"
        if self.style == "next":
            return f"{paging}.next(items: {items}, url: \\.{self.next.name})"
        size = f'PageSize("{self.size}", {PAGE_SIZE})'
        if self.style == "page":
            return f'{paging}.page("{self.parameter}"' + (f", size: {size}" if self.size else "") + f", items: {items})"
        return f'{paging}.offset("{self.parameter}", limit: {size}, items: {items})'

    def server_query(self):
        """The loopback server's query that serves the list in this style, one element a page, as a Swift
        dictionary literal."""
        return "[" + ", ".join(f'"{name}": "{value}"' for name, value in self.server_parameters().items()) + "]"

    def server_parameters(self):
        """The loopback server's query parameters that serve the list in this style, one element a page."""
        query = {"paging": self.style, "page_size": "1"}
        if self.parameter:
            query["page_param"] = self.parameter
        if self.size:
            query["size_param"] = self.size
        if self.style == "cursor":
            query["more_key"] = self.more.key
        if self.style == "next":
            query["next_key"] = self.key
        return query


def fragments(paging, spec, feature):
    """The placeholders that differ between a list read whole and one read in pages."""
    entity, error = spec.entity, f"{feature}Error"
    if paging is None:
        return {"__fetched__": f"Fetched<[{entity}], {error}>", "__list__": f"[{entity}]", "__list_result__": "listResult", "__list_call__": ".list",
                "__items__": "", "__list_read__": "list()", "__paging__": "", "__paging_server__": ""}
    return {"__fetched__": f"Fetched<Page<{entity}, {error}>, {error}>", "__list__": f"Page<{entity}, {error}>", "__list_result__": "pageResult",
            "__list_call__": ".page(at: nil)", "__items__": ".items", "__list_read__": "page(at: nil).items",
            "__paging__": paging.swift(spec, feature), "__paging_server__": paging.server_query()}
