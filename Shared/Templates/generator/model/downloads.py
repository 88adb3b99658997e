"""The downloads of a collection's values: a `GET <collection>/{id}/<segment>` that answers a file's bytes, not
JSON (`GET /activities/{id}/attachment` answering `application/pdf`), each read as a Core `FileContent`.
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
# Names the enum's members already take, which a case may not.
TAKEN = {"pathSegment", "mediaType", "allCases", "hash", "hashValue"}


@dataclasses.dataclass(frozen=True)
class Download:
    """A file of one value: `segment` the path segment after the value's id, `name` the enum case that stands
    for it, and `media` the `Accept` the request sends (the document's media type, `image/png`, or `*/*`)."""
    segment: str
    name: str
    media: str = ANY

    def spelled(self):
        """As `--downloads` spells it: `attachment:application/pdf`, or the segment alone for any type."""
        return self.segment + ("" if self.media == ANY else f":{self.media}")


def parse_downloads(text, origin="--downloads"):
    """The downloads `text` spells, comma-separated: `segment`, then `:type/subtype` for the media type the
    request asks for (any when left out). `SpecError` for anything else, or two of one Swift name."""
    found, names = [], set()
    for part in (one.strip() for one in (text or "").split(",")):
        if not part:
            continue
        segment, _, media = part.partition(":")
        if not SEGMENT.fullmatch(segment) or (media and not MEDIA.fullmatch(media)):
            raise SpecError(f"{origin}: '{part}' is segment[:type/subtype] (attachment:application/pdf)")
        name = case_name(segment, TAKEN, names, origin, "download")
        found.append(Download(segment, name, media or ANY))
    return tuple(found)


def spelled_downloads(downloads):
    return ",".join(download.spelled() for download in downloads)
