"""Where the generator reads and writes (every path below the checkout's root), its limits, and `say`,
its one way of printing a line."""

import pathlib
import re
import sys
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent.parent

TEMPLATE = ROOT / "Shared" / "Templates" / "Feature"
MANIFEST = ROOT / "Package.swift"
README = ROOT / "README.md"
STRINGS = ROOT / "Shared" / "Resources" / "Localization"
FIXTURES = ROOT / "Tests" / "Mocks" / "Fixtures"
APP = ROOT / "Tests" / "Consumers" / "App"
APP_TEMPLATES = ROOT / "Shared" / "Templates" / "App"
KINDS = ("cached", "remote", "local")
HAND_WRITTEN = ("Countries", "Members", "Users")
DEFAULT_FIELDS = "name:String"  # the fields of a feature given neither --fields nor --from-json
SPEC_FILE = "generated.json"  # in Features/<F>: what the feature was made from (--show)
TEMPLATE_SUFFIX = ".tmpl"  # keeps Swift tools off the template's sources until they are stamped
MAX_LENGTH = 40  # a feature's or an entity's name, in characters
LINE_LENGTH = 120  # what .swift-format allows; longer generated lines are wrapped by swift format


# A resource's path below the API root, as --path takes it: segments of what RFC 3986 allows in one
# (unreserved characters, sub-delimiters, ':' and '@', and percent-encoded octets: `/users/@me/guilds`), or
# a parent's parameter, a whole segment (`/channels/{channel_id}/messages`, model/parents.py).
RESOURCE_PATH = re.compile(r"(/(?:\{[A-Za-z_][A-Za-z0-9_.-]*\}|(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})+))+")
# What a percent-encoded octet of a path may not stand for (beside '/'): a query, a fragment, or what a
# Swift literal escapes.
UNSPELLED = re.compile(r'[?#"\\\x00-\x1f\x7f]')


def decoded_path(path):
    """`path` (a `RESOURCE_PATH`) with its percent-encoded octets decoded, as the client's `Endpoint` takes it
    (URLComponents encodes each character once); `None` when one stands for a separator, a quote, a
    backslash, a control character or no UTF-8."""
    try:
        decoded = urllib.parse.unquote(path, errors="strict")
    except UnicodeDecodeError:
        return None
    return None if UNSPELLED.search(decoded) or decoded.count("/") != path.count("/") else decoded


# An API root --base-url takes, and a token endpoint --token-url takes: an absolute http(s) URL,
# without a query or a fragment.
BASE_URL = re.compile(r"https?://[A-Za-z0-9.-]+(?::\d+)?(?:/[A-Za-z0-9._~%!$&'()*+,;=:@-]+)*")

def say(message, stream=None):
    """Prints one line; a closed output (a pipe into `head`) never stops a run or its rollback."""
    try:
        print(f"generate.sh: {message}", file=stream or sys.stdout, flush=True)
    except OSError:
        pass
