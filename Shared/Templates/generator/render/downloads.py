"""The downloads' Swift (model/downloads.py): the entity's download enum, the path and media type of each,
the upload enum of those the service takes too, and the calls a test makes of the first of each."""

from ..paths import decoded_path


def declaration(download, path):
    """The enum case with its doc: the request it stands for."""
    asked = "any media type" if download.media == "*/*" else f"`{download.media}`"
    return f"  /// `GET {path}/{{id}}/{download.segment}`, asking for {asked}.\n  case {download.name}"


def fragments(spec):
    """The placeholders of the download files and of each layer's `download`; empty without downloads."""
    downloads = spec.service.downloads if spec.service else ()
    if not downloads:
        return {}
    path = decoded_path(spec.service.path)
    first = downloads[0]
    parents = spec.service.parents
    return {
        "__download_target__": f"under({', '.join(f'{p.name}: {p.name}' for p in parents)})." if parents else "self.",
        "__download_cases__": "\n".join(declaration(download, path) for download in downloads),
        "__download_segments__": "\n".join(f'    case .{one.name}: "{one.segment}"' for one in downloads),
        "__download_media__": "\n".join(f'    case .{one.name}: "{one.media}"' for one in downloads),
        "__first_download__": f".{first.name}",
        "__first_download_segment__": first.segment,
        "__first_download_media__": first.media,
        # What a test's service answers for the first: a media type of the one asked for, never a wildcard.
        "__first_download_answered__": answered_media(first.media),
        "__loopback_files__": ",".join(f"{one.segment}:{answered_media(one.media)}" for one in downloads),
    } | upload_fragments(downloads, path)


def upload_fragments(downloads, path):
    """The placeholders of the upload files and of each layer's `upload`; empty when no file is sent."""
    uploads = [one for one in downloads if one.upload]
    if not uploads:
        return {}
    first = uploads[0]
    return {
        "__upload_cases__": "\n".join(f"  /// `{one.upload.upper()} {path}/{{id}}/{one.segment}` with the file's bytes as "
                                      f"the body.\n  case {one.name}" for one in uploads),
        "__upload_segments__": "\n".join(f'    case .{one.name}: "{one.segment}"' for one in uploads),
        "__upload_methods__": "\n".join(f"    case .{one.name}: .{one.upload}" for one in uploads),
        "__first_upload__": f".{first.name}",
        "__first_upload_segment__": first.segment,
        "__first_upload_download__": f".{first.name}",
        "__first_upload_method__": f".{first.upload}",
        "__first_upload_http__": first.upload.upper(),
        "__first_upload_media__": answered_media(first.media),
    }


def answered_media(media):
    """A concrete media type a service may answer to `media` (`image/*` -> `image/png`)."""
    kind, _, sub = media.partition("/")
    if kind == "*":
        return "application/octet-stream"
    if sub == "*":
        return {"image": "image/png", "text": "text/plain", "audio": "audio/mpeg", "video": "video/mp4"}.get(
            kind, f"{kind}/octet-stream")
    return media


def tags(spec):
    """`downloads` when the feature reads files of its values, and `uploads` when it sends some of them too."""
    downloads = spec.service.downloads if spec.service else ()
    return ({"downloads"} if downloads else set()) | ({"uploads"} if any(one.upload for one in downloads) else set())
