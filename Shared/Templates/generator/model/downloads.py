"""The downloads of a collection's values: a `GET <collection>/{id}/<segment>` that answers a file's bytes, not
JSON (`GET /activities/{id}/attachment` answering `application/pdf`), each read as a Core `FileContent`. A
file the service also takes as a bare body (`PUT /users/{id}/avatar` with the image's bytes) is an upload too.
`--downloads` spells them, and a document's reader finds them (readers/openapi_downloads.py); the renderer
reads them from the service's `downloads`."""

import dataclasses
import re

from ..errors import SpecError
from .naming import case_name

SEGMENT = re.compile(r"[A-Za-z][A-Za-z0-9_.~-]*")
MEDIA = re.compile(r"[A-Za-z0-9*][A-Za-z0-9!#$&^_.+*-]*/[A-Za-z0-9*][A-Za-z0-9!#$&^_.+*-]*")
# The media type asked for when `--downloads` names none: any, as the answer names its own.
ANY = "*/*"
# The methods a file the service also takes is sent by, its bytes the whole body.
UPLOADS = ("put", "post")
# Names the enum's members already take, which a case may not.
TAKEN = {"pathSegment", "mediaType", "method", "allCases", "hash", "hashValue"}


@dataclasses.dataclass(frozen=True)
class Download:
    """A file of one value: `segment` the path segment after the value's id, `name` the enum case that stands
    for it, `media` the `Accept` the request sends (the document's media type, `image/png`, or `*/*`), and
    `upload` the method that sends a new one as a bare body (`put` or `post`; `None`: the file is only read)."""
    segment: str
    name: str
    media: str = ANY
    upload: str | None = None

    def spelled(self):
        """As `--downloads` spells it: `attachment:application/pdf:put`, the segment alone for any type."""
        return self.segment + ("" if self.media == ANY else f":{self.media}") + (
            f":{self.upload}" if self.upload else "")


def parse_downloads(text, origin="--downloads"):
    """The downloads `text` spells, comma-separated: `segment`, then `:type/subtype` for the media type the
    request asks for (any when left out), then `:put` or `:post` when a new file is sent there too.
    `SpecError` for anything else, or two of one Swift name."""
    found, names = [], set()
    for part in (one.strip() for one in (text or "").split(",")):
        if not part:
            continue
        segment, *rest = part.split(":")
        upload = rest.pop() if rest and rest[-1] in UPLOADS else None
        media = rest[0] if len(rest) == 1 else None
        if not SEGMENT.fullmatch(segment) or len(rest) > 1 or (media is not None and not MEDIA.fullmatch(media)):
            raise SpecError(f"{origin}: '{part}' is segment[:type/subtype][:put|post] (attachment:application/pdf:put)")
        name = case_name(segment, TAKEN, names, origin, "download")
        found.append(Download(segment, name, media or ANY, upload))
    return tuple(found)


def spelled_downloads(downloads):
    return ",".join(download.spelled() for download in downloads)
