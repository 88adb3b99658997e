"""The downloads of a document's resource: each `GET <item path>/<segment>` that answers a file (`image/png`,
`application/pdf`, `application/octet-stream`) and no JSON, with the `PUT` or `POST` there that takes a new file
as a bare body, read as `--downloads` spells it (model/downloads.py), or left out with the one line that says
why."""

import re

from ..errors import SpecError
from ..model.downloads import UPLOADS, parse_downloads
from ..model.naming import shown
from .openapi_resource import FORM, MULTIPART, SUCCESS, WRITE_METHODS, is_download


def downloads_of(document, item_path):
    """`(the spelled --downloads, the lines that say why each other file at item_path/<segment> is left out)` of
    the resource whose one value is at `item_path`."""
    if item_path is None:
        return "", []
    paths = {path: item for path, item in document.content["paths"].items() if isinstance(item, dict)}
    spelled, left_out = [], []
    for path in sorted(paths):
        if not (path.startswith(item_path + "/") and path.count("/") == item_path.count("/") + 1
                and is_download(path, paths)):
            continue
        item = document.node(paths[path], shown(path))
        upload = None
        for method in WRITE_METHODS:
            if not isinstance(item.get(method), dict):
                continue
            if upload is None and method in UPLOADS and bare_file(document, item[method]):
                upload = method
            else:
                left_out.append(f"{method.upper()} {shown(path)}: a write of a file the feature downloads, which it "
                                "sends only as a bare body, by PUT or POST, once")
        one = f"{path.rsplit('/', 1)[-1]}:{file_media(document, item['get'])}" + (f":{upload}" if upload else "")
        try:
            parse_downloads(one, f"GET {shown(path)}")
        except SpecError as refusal:
            left_out.append(f"GET {shown(path)}: {str(refusal).split(': ', 2)[-1]}")
            continue
        spelled.append(one)
    return ",".join(spelled), left_out


def bare_file(document, operation):
    """Whether `operation` takes a file as its whole body: a required body whose content types are none of JSON, a
    form or a multipart form."""
    body = document.node(operation.get("requestBody"), "the body")
    content = body.get("content") if isinstance(body, dict) else None
    return isinstance(content, dict) and bool(content) and not any(
        "json" in name.lower() or name.split(";")[0].strip().lower() in (FORM, MULTIPART) for name in content)


def file_media(document, operation):
    """The media type of the file `operation` answers: its first success's first content type, a wildcard's
    subtype kept (`image/*`)."""
    responses = document.node(operation.get("responses"), "the answers") or {}
    codes = [code for code in SUCCESS if code in responses] + sorted(
        code for code in responses if re.fullmatch(r"2\d\d", str(code)))
    for code in codes:
        content = (document.node(responses[code], "the answer") or {}).get("content")
        if isinstance(content, dict) and content:
            return next(iter(content)).split(";")[0].strip()
    return "*/*"
