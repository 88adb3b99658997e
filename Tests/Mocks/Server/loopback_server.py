#!/usr/bin/env python3
"""Test-support HTTP server on 127.0.0.1: one per test process, each test on a port of its own.

Started once by the Mocks target's LoopbackServer, the first time a test of the process asks for one. It
prints "PORT <n>" on its first line, the port that opens the others, then serves until its standard input
closes (so it never outlives the test process that started it). Every port is a namespace (space.py): the
resources, counts, faults, writes and tokens of the routes below belong to the port a request came to.

Ports (switchboard.py)
  POST /control/spaces      opens a new port with a namespace of its own: {"port": n}
  POST /control/spaces/<n>/stop   stops serving port n: its open connections are closed and the port is
                            held by a socket that does not listen, so every later connection is refused and
                            no other server can be given that port; 200 once that is so, 404 for no such port
  "close <n>" on standard input   releases port n and forgets its namespace
  GET  /control/spaces?closed=<n>&timeout=<s>   {"ports": [the ports open]} once port n is closed (200), or
                            after timeout seconds (default 30) with it still open (408)
  GET  /control/process     {"pid": n}: the server's process, the same on every port

Routes
  GET  /fixtures/<name>     the fixture file <name> from --fixtures, as application/json
  /api/<resource>[/<id>]    a REST resource seeded from the fixture <resource>.json (an array of
                            objects with an "id"), or empty when there is no such fixture;
                            fixture=<name> seeds it from <name>.json instead, id_key=<key>[.<key>…] names
                            the key (or the path inside each element) that identifies an element, # its
                            place in the list (for elements with no id), resource=/a/b names a collection deeper
                            than one segment (a {parameter} segment matches any, and each value is a collection
                            of its own: /a/1/b and /a/2/b are seeded apart), items=<key>[.<key>…] reads the elements from that path of
                            the fixture and answers the list in the fixture's envelope, id_type=string assigns
                            string ids on
                            POST, require_header=<Name>: <value> answers 401 to a request without it,
                            scope=<name>[,header:<Name>…] names the query parameters and headers that keep a
                            collection's values apart, as a scoped list's service does (/projects?workspace=):
                            the list answers 400 without each of them, and each request's values name a
                            collection of its own, seeded apart, <resource>@<name>=<value>… (a request that
                            carries none of them reaches <resource>), and
                            paging=<cursor|link|next|page|offset|token> answers the list in pages of page_size=<n>
                            (default 2): page_param=<name> (the cursor, page, offset or token parameter),
                            size_param=<name> (the client's page size or limit), more_key=<key> (cursor's,
                            page's or offset's has_more, set in the envelope), next_key=<key>[.<key>] (next's URL,
                            token's token, page's next page or offset's next offset, set in the envelope or in an
                            object of it: links.next), total_key=<key> (page's number of pages or offset's of
                            items, set in the envelope), page_cap=<n> (at most n elements a page, whatever the
                            client asks;
                            the link and next styles number pages with page=<n>), assigned=["<key>",…] names keys
                            the service sets (a POST's answer takes them from the first seeded element, a PUT
                            keeps the stored ones), hidden=["<key>",…] keys it takes and never answers:
                            GET lists or reads one, POST creates with the
                            next id (201), PUT replaces, PATCH merges, DELETE removes (200, {});
                            files=<segment>:<media type>[,…] serves GET /<resource>/<id>/<segment> as a file of
                            that media type, "<segment> of <id>", named <segment>-<id> by its
                            Content-Disposition, until a PUT or POST there stores its body as the file (204);
                            any write to /<resource>/<id>/<action> is an action: its JSON body, then the keys
                            acts={"<action>": {"<key>": value, …}} names for it, merged into the element, which
                            it answers (200) and gives a new version;
                            an unknown id is 404. Changes live as long as the server. single=1 serves a
                            single resource at the path itself (no id_key needed): GET answers the
                            fixture's (first) object, PUT replaces it and PATCH merges into it, and a
                            path below it is 404. keyed=1
                            answers the list as an object of its elements by id, as the fixture holds it
                            (id_key=@key: each element's key in the fixture is its id; then, as a realtime
                            database does, a POST stores its value under a new key and answers
                            {"name": key}, and a PUT to an unknown key stores the value there).
                            Each element has a version: one element's answer carries ETag: "<version>",
                            a PUT, PATCH or DELETE whose If-Match names another is 412, and a write that
                            carries an Idempotency-Key already answered gets that answer again, applied once,
                            when it is the same request (method, path and body, byte for byte); the key with
                            other parameters is 400, as Stripe answers it. wrap=<key> holds one value
                            inside {"<key>": …}, as a service that wraps each value does: a JSON write's
                            body is read from under the key (400 without it), and the answer of one value
                            (a get, a create, an update, a single resource's; not an action's) is sent under it.
  POST /control/lose-next-answer/<resource>   the next write to /api/<resource> is applied, then its
                            answer is cut off after its first bytes (an answer lost on the way back)
  POST /control/refuse-next/<resource>?status=<n>&body=<json>[&retry_after=<s>]   the next write to
                            /api/<resource> is not applied, and answered <n> (422 by default) with the JSON
                            <body>, and Retry-After: <s> when given: a service's own refusal, or its wait
  POST /control/close-next-unanswered/<resource>[?after=<n>]   the next write to /api/<resource> (after n more
                            answered) is applied, then its connection closed before a byte of the answer (the
                            answer lost with its connection)
  POST /control/drop-key/<resource>?index=<n>&key=<a.b>   from the next request to /api/<resource> on, the
                            stored element at index n lacks the key at the dotted path a.b (an element as an
                            older version of a service sends it)
  POST /control/hold-next-answer/<resource>   the next write to /api/<resource> is applied, counted
                            under held:<resource> (so /await/held:<resource> returns once it is), and
                            answered after 10 s unless its client closes the connection first (killed)
  contract=<name>           (on any /api request) holds it to the OpenAPI document of the fixture <name>.json
                            first (contract.py): one the document refuses is answered 400 with the reason;
                            a success is answered as the one the document gives the operation (204: no body)
  GET  /control/contract    {"checked": n, "unchecked": n, "refused": [...]}: what this port's requests with
                            contract= met: allowed by their document, served unchecked (no validator
                            installed), or refused, each refusal's reason in order
  GET  /control/list-queries/<resource>   {"queries": [...]}: the query of each GET of /api/<resource> itself (its
                            list, or a single resource), in order, as it arrived (percent-encoded, the
                            loopback's own parameters included)
  GET  /control/writes/<resource>   {"count": n, "keys": [...], "replayed": [...], "requests": [...]}: the writes
                            /api/<resource> applied, the Idempotency-Key each carried ("" for none), the keys
                            of the writes answered again, in order, and every write request it read, in order:
                            {"method", "key", "ifMatch", "body" (as text), "complete" (its body as long as its
                            Content-Length said)}
  GET  /countries/v5        REST Countries v5: pages of the catalogue (every country-v5-*.json fixture, padded
                            with made-up countries to 250, in an order that is not alphabetical) in the
                            {"data":{"objects":[...],"meta":{...}}} envelope, honouring limit (1...100, else 400),
                            offset and response_fields; /countries/v5/codes.alpha_3/<A3> and codes.alpha_2/<A2>
                            answer one object, an unknown code 404. Every v5 request needs
                            "Authorization: Bearer loopback-v5-key", else 401; errors are {"errors":[{"message"}]}.
                            v5=endless (more is always true), v5=repeat (every page is the first one) and
                            v5=overflow (total says 150) break the pagination on purpose.
  GET  /paged/<style>/<options>  a list of made-up items {"id": n, "name": "Item n"} in pages, in one of the
                            paging styles: cursor (starting_after=<id>; {"object":"list","data":[...],"has_more":b}),
                            link (page=<n>; a plain array, the next page in the Link header's rel="next"),
                            next (page=<n>; {"count":n,"next":url|null,"previous":null,"results":[...]}), token
                            (pageToken=<t>; {"items":[...],"nextPageToken":t}, no token on the last page), page
                            (page=<n>&per_page=<k>; a plain array) or offset (offset=<o>&limit=<k>; a plain
                            array). <options> are comma-separated name=value pairs, in the path so that every
                            page's request carries them: total=<n> items (default 5), size=<k> per page
                            (default 2; page and offset take the client's per_page and limit), fail=<n> answers
                            503 to the first request for page n (counted under key=<key>), unfollowed=1 leaves
                            out the style's marker (has_more, the Link header, the next key), auth=1 answers 401
                            to a request without "X-Key: secret", cycle=1 points
                            the third page's next link back at the second, foreign=1 puts the next link on
                            another host, blank=1 ends a token list with an empty token instead of none,
                            cap=<k> serves at most k items a page whatever the client asks, and
                            says=<key>+<key>… answers a page or offset list in {"data":[...], …} with what it
                            says of the pages after: total (the items; for page, the pages), has_more,
                            next_offset or next_page (null on the last page)
  ANY  /v3.1/...            the retired-version answer: 200 with {"success":false,"data":null,"errors":[...]}
  ANY  /echo                a JSON object describing the request: method, path, query, headers, body
                            (as text and as base64)
  GET  /count/<key>         {"count": n}: how many requests carried ?key=<key>
  GET  /await/<key>         answers once count=<n> (default 1) requests carried ?key=<key>, or 408
                            after timeout=<seconds> (default 30): an event a test waits on instead of a sleep
  GET  /sent/<key>          {"bytes": n, "finished": bool}: how much of the large=... body the request
                            with ?key=<key> sent, and whether it was all sent (false when the client hung up)
  ANY  anything else        {"path": ..., "method": ...} with status 200
  /oauth/token, /.well-known/openid-configuration, /control/oauth/...  an OAuth 2 authorization server that rotates refresh tokens: see
                            oauth_authority.py

Fault modes, as query parameters on any route
  oauth=1                   answer 401 (WWW-Authenticate: Bearer) unless the request carries a valid access token
                            of the OAuth server (oauth_authority.py); checked after hold_until
  hold_until=<key>          wait until a request carried ?key=<key> (up to 30 s) before answering: a gate a test
                            opens by sending that request
  status=<code>             answer with that status (the body stays what the route would send)
  sequence=<c1>,<c2>,...    with key=<key>: the Nth request for that key gets the Nth code (the last repeats)
  delay=<seconds>           wait that long before answering
  malformed=1               answer 200 with a truncated JSON body
  drop=1                    send the headers and part of the body, then close the connection
  retry_after=<seconds>     add a Retry-After header
  location=<path>           add a Location header (with status=302, a redirect)
  www_authenticate=<value>  add a WWW-Authenticate header (with status=401, a challenge)
  cache_control=<value>     add a Cache-Control header (max-age=3600 lets an HTTP cache keep the answer)
  large=<bytes>             answer 200 with a JSON string of that many bytes, written 64 KiB at a time;
                            with framing=chunked it goes out in chunked transfer encoding, with no length;
                            rate=<bytes per second> paces it like a network link instead of loopback speed
  key=<key>                 count this request under <key>
"""

import argparse
import base64
import copy
import glob
import hashlib
import json
import os
import re
import signal
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler
from urllib.parse import parse_qs, unquote, urlencode, urlsplit

import forms
import oauth_authority
from contract import Contracts, answer_check
from switchboard import Switchboard

PARAMETER = re.compile(r"\{[^/{}]+\}")  # a parent's segment of a resource= path, which any value fills
HOLD_TIME = 10  # seconds a held answer waits for its client to close before it is sent


def unused_key(prefix, items):
    """`prefix` and the number of the element a create adds to `items`, lengthened until no element has it."""
    key = "%s%d" % (prefix, len(items) + 1)
    while key in items:
        key += "x"
    return key


def served_files(query):
    """The files `files=<segment>:<media type>,…` names: each media type by its segment."""
    return dict(entry.split(":", 1) for entry in query.get("files", "").split(",") if ":" in entry)


def identity(item, id_key):
    """The value at `id_key`, a key or a dotted path inside `item` (`node.id`); `None` when it is missing."""
    for part in id_key.split("."):
        item = item.get(part) if isinstance(item, dict) else None
    return item


def identified(item, id_key, value):
    """A copy of `item` with `value` at `id_key` (a key or a dotted path), making the objects on the way; as it
    is for `@key`, an id that is the element's key in a keyed collection, never inside it."""
    answer = copy.deepcopy(item)
    if id_key == "@key":
        return answer
    level = answer
    parts = id_key.split(".")
    for part in parts[:-1]:
        if not isinstance(level.get(part), dict):
            level[part] = {}
        level = level[part]
    level[parts[-1]] = value
    return answer


def token_of_page(number):
    """The opaque token a `token` style answer names page `number` by (Google's `nextPageToken`)."""
    return base64.urlsafe_b64encode(("page:%d" % number).encode()).decode().rstrip("=")


def page_of_token(token):
    """The page number `token` names; 1 for no token, or for one this server did not make."""
    if not token:
        return 1
    try:
        text = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)).decode()
        return max(int(text.removeprefix("page:")), 1) if text.startswith("page:") else 1
    except ValueError:
        return 1


def without_keys(answer, keys, path_to_items):
    """`answer` (one element, a list of them, or an envelope whose `path_to_items` holds them) without `keys`
    in any element: what a service sends of values that hold keys it never answers."""
    if isinstance(answer, list):
        return [without_keys(item, keys, ()) for item in answer]
    if not isinstance(answer, dict):
        return answer
    if path_to_items and isinstance(answer.get(path_to_items[0]), (dict, list)):
        return {**answer, path_to_items[0]: without_keys(answer[path_to_items[0]], keys, path_to_items[1:])}
    return {key: value for key, value in answer.items() if key not in keys}


def dropped(element, path):
    """Removes the key at `path` (`account.indexable`) from `element`, when it is there: an element as an
    older version of a service sends it, lacking a key a newer one requires."""
    for part in path[:-1]:
        element = element.get(part) if isinstance(element, dict) else None
    if isinstance(element, dict):
        element.pop(path[-1], None)


def enveloped(envelope, path, items):
    """`items` in a copy of `envelope` at `path`, or alone when there is no envelope."""
    if envelope is None:
        return items
    answer = copy.deepcopy(envelope)
    level = answer
    for part in path[:-1]:
        level = level[part]
    level[path[-1]] = items
    return answer


V5_PREFIX = "/countries/v5"
V5_KEY = "loopback-v5-key"
V5_TOTAL = 250
CATALOGUE = []
CATALOGUE_LOCK = threading.Lock()


def made_up_country(index):
    """A user-assigned ISO code (QMA...QZZ, then XAA...) and a name, so it never shadows a real country."""
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    first, rest = ("Q", index) if index < 14 * 26 else ("X", index - 14 * 26)
    second = letters[12 + rest // 26] if first == "Q" else letters[rest // 26]
    alpha3 = first + second + letters[rest % 26]
    return {
        "names": {"common": "Testland %03d" % (index + 1), "official": "Republic of Testland %03d" % (index + 1)},
        "codes": {"alpha_2": "", "alpha_3": alpha3},
        "capitals": [{"name": "Test City %03d" % (index + 1), "attributes": {"primary": True}}],
        "region": "Oceania", "subregion": "Polynesia", "population": 1000 + index,
        "area": {"kilometers": 10.0 + index}, "borders": [], "currencies": [], "languages": [],
        "timezones": ["UTC+12:00"], "flag": {"url_png": "", "emoji": ""},
    }


def catalogue(fixtures):
    with CATALOGUE_LOCK:
        if not CATALOGUE:
            real = []
            for file in sorted(glob.glob(os.path.join(fixtures, "country-v5-*.json"))):
                with open(file, "rb") as handle:
                    real.extend(json.load(handle)["data"]["objects"])
            made_up = [made_up_country(index) for index in range(max(V5_TOTAL - len(real), 0))]
            everything = real + made_up
            everything.sort(key=lambda item: hashlib.sha1(item["codes"]["alpha_3"].encode()).hexdigest())
            CATALOGUE.extend(everything)
        return CATALOGUE


class Handler(BaseHTTPRequestHandler):
    # Reads a large upload in few system calls: a chunked one arrives in pieces of 64 KiB.
    rbufsize = 1024 * 1024
    protocol_version = "HTTP/1.1"
    # Headers and body go out in separate writes; without this, Nagle's algorithm and delayed ACKs
    # hold every keep-alive response back for about 40 ms.
    disable_nagle_algorithm = True
    fixtures = "."
    contracts = Contracts(".")

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        self.handle_any()

    def do_HEAD(self):
        self.handle_any()

    def do_POST(self):
        self.handle_any()

    def do_PUT(self):
        self.handle_any()

    def do_PATCH(self):
        self.handle_any()

    def do_DELETE(self):
        self.handle_any()

    def do_OPTIONS(self):
        self.handle_any()

    def read_chunks(self):
        """A chunked request body, as FoundationNetworking streams a large upload, and whether it was whole."""
        body = bytearray()
        while True:
            line = self.rfile.readline(1024)
            try:
                size = int(line.split(b";")[0].strip() or b"x", 16)
            except ValueError:
                return bytes(body), False
            if size == 0:
                while self.rfile.readline(1024) not in (b"\r\n", b"\n", b""):
                    pass  # trailer fields
                return bytes(body), True
            piece = self.rfile.read(size + 2)
            body += piece[:size]

    def handle_any(self):
        url = urlsplit(self.path)
        query = {name: values[-1] for name, values in parse_qs(url.query).items()}
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            body, complete = self.read_chunks()
        else:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            complete = len(body) == length
        self.body, self.body_complete = body, complete

        self.space = self.server.space
        key = query.get("key")
        seen = self.space.count(key) if key else 0
        self.extra_headers = {}
        self.answer_unchecked = False
        self.lose_answer = False
        self.close_unanswered = False
        self.held = None

        if "hold_until" in query:
            self.space.wait_for_count(query["hold_until"], 1, 30)
        refused = self.space.oauth.refusal(self.headers) if query.get("oauth") == "1" else None
        if refused:
            status, payload = refused
            self.extra_headers["WWW-Authenticate"] = 'Bearer error="invalid_token"'
        else:
            status, payload = self.route(url.path, query, body)
        if "sequence" in query and key:
            codes = [int(code) for code in query["sequence"].split(",") if code]
            status = codes[min(seen, len(codes)) - 1] if codes else status
        if "status" in query:
            status = int(query["status"])
        if "delay" in query:
            time.sleep(float(query["delay"]))

        if "large" in query:
            rate = float(query.get("rate", "0"))
            self.send_large(int(query["large"]), query.get("framing") == "chunked", rate, key)
            return

        headers = {"Content-Type": "application/json", **self.extra_headers}
        if "retry_after" in query:
            headers["Retry-After"] = query["retry_after"]
        if "location" in query:
            headers["Location"] = query["location"]
        if "www_authenticate" in query:
            headers["WWW-Authenticate"] = query["www_authenticate"]
        if "cache_control" in query:
            headers["Cache-Control"] = query["cache_control"]
        if query.get("malformed") == "1":
            payload = b'{"id": 1, "name": "trunc'
        if self.close_unanswered:  # not a byte of the answer: the connection closes as the write is stored
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        if self.held:
            self.space.count("held:" + self.held)  # wakes /await/held:<resource>
            self.connection.settimeout(HOLD_TIME)
            try:
                gone = self.rfile.read(1) == b""  # the client closed its end: it was killed
            except OSError:  # the time ran out (a timeout is an OSError)
                gone = False
            self.connection.settimeout(None)
            self.close_connection = True
            if gone:
                return
        # A lost answer is cut off after its first bytes: a client whose connection dies before any
        # byte may send the request again on its own (libcurl does, for a reused connection).
        if query.get("drop") == "1" or self.lose_answer:
            self.send_response(status)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(payload) + 1024))
            self.end_headers()
            self.wfile.write(payload[: max(len(payload) // 2, 1)])
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(2)
            return
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(payload)))
        if self.close_connection:  # the client asked to close (Connection: close): say so, as servers do
            self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(payload)

    def send_large(self, size, chunked, rate, key):
        """Streams a body of `size` bytes, recording under `key` how much of it went out."""
        piece = 64 * 1024
        sent = 0
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(size))
        self.end_headers()
        try:
            while sent < size:
                block = b"x" * min(piece, size - sent)
                if sent == 0:
                    block = b'"' + block[1:]
                if sent + len(block) == size:
                    block = block[:-1] + b'"'
                self.wfile.write(b"%x\r\n%s\r\n" % (len(block), block) if chunked else block)
                sent += len(block)
                if rate > 0:
                    time.sleep(len(block) / rate)
                self.space.record_sent(key, sent, False)
            if chunked:
                self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
            self.space.record_sent(key, sent, True)
        except OSError:
            self.close_connection = True

    def resource(self, path, query, body):
        parts = [unquote(part) for part in path.split("/") if part][1:]  # a segment as it was before encoding
        collection = [part for part in query.get("resource", "").split("/") if part]
        if collection and len(parts) >= len(collection) and all(
                wanted == part or PARAMETER.fullmatch(wanted) for wanted, part in zip(collection, parts)):
            parts = ["/".join(parts[: len(collection)])] + parts[len(collection):]  # each parent's collection apart
        files = served_files(query)
        if not parts or len(parts) > 3 or len(parts) == 3 and self.command in ("GET", "HEAD") and parts[2] not in files:
            return 404, {"error": "no route " + path}
        if query.get("scope") and parts:
            scoped = []
            for wanted in query["scope"].split(","):
                header = wanted.startswith("header:")
                value = self.headers.get(wanted[len("header:"):]) if header else query.get(wanted)
                if value is None and len(parts) == 1 and self.command in ("GET", "HEAD"):
                    return 400, {"error": f"the list requires the {'header' if header else 'query parameter'} "
                                          f"{wanted.removeprefix('header:')}"}
                if value is not None:
                    scoped.append(f"{wanted.removeprefix('header:')}={value}")
            parts = ["@".join([parts[0], *scoped])] + parts[1:]
        required = query.get("require_header")
        if required:
            header, _, value = required.partition(":")
            if self.headers.get(header.strip()) != value.strip():
                return 401, {"error": "missing or wrong " + header.strip()}
        name = parts[0]
        id_key = query.get("id_key", "#" if query.get("single") == "1" else "id")
        string_ids = query.get("id_type") == "string"
        seed = os.path.basename(query.get("fixture", name.split("@")[0]))
        path_to_items = [part for part in query.get("items", "").split(".") if part]
        space = self.space
        with space.resources_lock:
            if len(parts) == 1 and self.command == "GET":
                space.list_queries.setdefault(name, []).append(urlsplit(self.path).query)
            if self.command in ("POST", "PUT", "PATCH", "DELETE") and name in space.refuse_next:
                status, refusal, wait = space.refuse_next.pop(name)
                if wait is not None:
                    self.extra_headers["Retry-After"] = wait
                return status, refusal
            if name not in space.resources:
                file = os.path.join(self.fixtures, seed + ".json")
                envelope = None
                if os.path.isfile(file):
                    with open(file, "rb") as handle:
                        loaded = json.load(handle)
                    if path_to_items:
                        envelope = loaded
                        for part in path_to_items:
                            loaded = loaded[part]
                    if query.get("keyed") == "1" and isinstance(loaded, dict):  # keyed by id: the keys, or the ids
                        space.resources[name] = {key if id_key == "@key" else str(identity(item, id_key)): item
                                           for key, item in loaded.items()}
                    else:
                        listed = loaded if isinstance(loaded, list) else [loaded]
                        space.resources[name] = {str(position if id_key == "#" else identity(item, id_key)): item
                                           for position, item in enumerate(listed)}
                else:
                    space.resources[name] = {}
                space.envelopes[name] = envelope
                space.first_seeded[name] = next(iter(space.resources[name].values()), None)
            items = space.resources[name]
            for index, key in space.drop_keys.pop(name, []):
                dropped(list(items.values())[index], key.split("."))
                space.broken.add(name)
            # A resource a test broke on purpose answers what no document allows: its answers go unchecked.
            self.answer_unchecked = name in space.broken
            if len(parts) == 3 and parts[2] in files:
                return self.file_answer(parts, items, files[parts[2]], body)
            media = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
            try:
                contract = query.get("contract")
                if media == forms.FORM:
                    payload = forms.typed(forms.form_fields(body), self.contracts.body_schema(
                        contract, self.command, path, media), self.contracts.resolving(contract))
                elif media == forms.MULTIPART:
                    payload = forms.multipart_fields(body, self.headers.get("Content-Type"), self.contracts.body_schema(
                        contract, self.command, path, media), self.contracts.resolving(contract))
                else:
                    payload = json.loads(body) if body else {}
            except ValueError:
                return 400, {"error": {forms.FORM: "the body is not a form", forms.MULTIPART: "the body is not a "
                                       "multipart form"}.get(media, "the body is not JSON")}
            wrapper = query.get("wrap")
            if wrapper and body and media not in (forms.FORM, forms.MULTIPART):
                if not isinstance(payload, dict) or wrapper not in payload:
                    return 400, {"error": f"the body holds no value under '{wrapper}'"}
                payload = payload[wrapper]
            try:
                assigned, hidden = json.loads(query.get("assigned", "[]")), json.loads(query.get("hidden", "[]"))
            except ValueError:
                assigned = hidden = None
            if not isinstance(assigned, list) or not isinstance(hidden, list):
                return 400, {"error": "assigned and hidden are JSON arrays of keys"}
            if query.get("single") == "1":
                status, answer = self.single_answer(parts, items, payload)
            else:
                status, answer = self.versioned_answer(parts, query, items, payload, name, path, path_to_items,
                                                       id_key, string_ids, assigned)
        answer = without_keys(answer, hidden, path_to_items) if hidden else answer
        one_value = query.get("single") == "1" or len(parts) == 2 or len(parts) == 1 and self.command == "POST"
        if wrapper and one_value and status < 300 and self.command != "DELETE" and isinstance(answer, dict):
            answer = {wrapper: answer}
        return status, answer

    def file_answer(self, parts, items, media, body):
        """A file of the element `parts` names (files=): a GET answers the one last uploaded there, with its
        media type, or else `"<segment> of <id>"` in `media`, named `<segment>-<id>`; a PUT or a POST stores
        the body as that file and answers 204."""
        key, segment = parts[1], parts[2]
        if key not in items:
            return 404, {}
        files = self.space.files
        if self.command in ("PUT", "POST"):
            files[(parts[0], key, segment)] = (body, self.headers.get("Content-Type") or media)
            return 204, b""
        if self.command not in ("GET", "HEAD"):
            return 405, {"error": "method not allowed"}
        data, answered = files.get((parts[0], key, segment), (f"{segment} of {key}".encode(), media))
        self.extra_headers["Content-Type"] = answered
        self.extra_headers["Content-Disposition"] = f'attachment; filename="{segment}-{key}"'
        return 200, data

    def single_answer(self, parts, items, payload):
        """A single resource's answer (`single=1`): its one value, the fixture's first, at the path itself."""
        if len(parts) != 1:
            return 404, {"error": "a single resource has no value below its path"}
        stored = items.get("0")
        if self.command in ("GET", "HEAD"):
            return (200, stored) if stored is not None else (404, {"error": "nothing stored"})
        if self.command not in ("PUT", "PATCH"):
            return 405, {"error": f"{self.command} of a single resource"}
        if not isinstance(payload, dict):
            return 400, {"error": "the body is not a JSON object"}
        items["0"] = payload if self.command == "PUT" or stored is None else {**stored, **payload}
        return 200, items["0"]

    def versioned_answer(self, parts, query, items, payload, name, path, path_to_items, id_key, string_ids,
                         assigned):
        """resource_answer, with the element's version as its ETag, If-Match checked, an Idempotency-Key
        answered once, and a lost answer when one was asked for; under the space's resources_lock."""
        space = self.space
        versions = space.versions.setdefault(name, {})
        writes = self.command in ("POST", "PUT", "PATCH", "DELETE")
        key = self.headers.get("Idempotency-Key") if writes else None
        request = (self.command, path, self.body)
        if writes:
            space.requests.setdefault(name, []).append({"method": self.command, "key": key or "", "complete": self.body_complete,
                                                  "ifMatch": self.headers.get("If-Match") or "",
                                                  "body": self.body.decode("utf-8", "replace")})
        if key and (name, key) in space.answered and space.answered[(name, key)][3] != request:
            return 400, {"error": "the Idempotency-Key %s was first sent with other parameters" % key}
        if key and (name, key) in space.answered:
            status, answer, etag, _ = space.answered[(name, key)]
            space.replayed.setdefault(name, []).append(key)
        else:
            target = parts[1] if len(parts) >= 2 else None
            wanted = self.headers.get("If-Match")
            if writes and target in items and wanted and wanted != '"%d"' % versions.get(target, 1):
                return 412, {"error": "the element changed since version " + wanted}
            status, answer = self.resource_answer(parts, query, items, payload, name, path, path_to_items, id_key,
                                                  string_ids, assigned)
            etag = None
            if writes and status < 300:
                space.writes[name] = space.writes.get(name, 0) + 1
                space.keys.setdefault(name, []).append(key or "")
                created = identity(answer, id_key) if isinstance(answer, dict) and target is None else None
                changed = target if target is not None else (None if created is None else str(created))
                if self.command == "DELETE":
                    versions.pop(changed, None)
                elif changed is not None:
                    versions[changed] = 1 if target is None else versions.get(changed, 1) + 1
                    etag = '"%d"' % versions[changed]
            elif target in items and status < 300:
                etag = '"%d"' % versions.get(target, 1)
            if key:
                space.answered[(name, key)] = (status, answer, etag, request)
        if etag:
            self.extra_headers["ETag"] = etag
        if writes and name in space.lose_next:
            space.lose_next.discard(name)
            self.lose_answer = True
        if writes and name in space.close_next:
            space.close_next[name] -= 1
            if space.close_next[name] < 0:
                del space.close_next[name]
                self.close_unanswered = True
        if writes and name in space.hold_next:
            space.hold_next.discard(name)
            self.held = name
        return status, answer

    def resource_answer(self, parts, query, items, payload, name, path, path_to_items, id_key, string_ids,
                        assigned):
        """The status and answer of one request to a resource, under the space's resources_lock."""
        if len(parts) == 1:
            if self.command == "GET" and "paging" in query:
                return self.resource_page(list(items.values()), self.space.envelopes.get(name), path_to_items, path, query,
                                          id_key)
            if self.command == "GET" and query.get("keyed") == "1":
                return 200, enveloped(self.space.envelopes.get(name), path_to_items, dict(items))
            if self.command == "GET":
                return 200, enveloped(self.space.envelopes.get(name), path_to_items, list(items.values()))
            if self.command == "POST" and query.get("keyed") == "1" and id_key == "@key":  # a realtime database's
                new_key = unused_key("-Ncreated", items)
                items[new_key] = payload
                return 200, {"name": new_key}
            if self.command == "POST":
                if string_ids:
                    new_id = unused_key("created-", items)
                else:
                    new_id = max((int(key) for key in items), default=0) + 1
                seeded = (self.space.first_seeded.get(name) or {}) if isinstance(payload, dict) else {}
                filled = {key: seeded[key] for key in assigned if key in seeded and key not in payload}
                item = identified({**payload, **filled} if filled else payload, id_key, new_id)
                items[str(new_id)] = item
                return 201, item
            return 405, {"error": "method not allowed"}
        key = parts[1]
        if key not in items and self.command == "PUT" and query.get("keyed") == "1" and id_key == "@key":
            items[key] = payload  # a value put to a new key is stored there, as a realtime database does
            return 200, payload
        if key not in items:
            return 404, {}
        identifier = identity(items[key], id_key)
        if len(parts) == 3:  # an action: its body, then what acts= says it sets, merged into the element
            try:
                sets = json.loads(query.get("acts", "{}")).get(parts[2], {})
            except (ValueError, AttributeError):
                return 400, {"error": "acts is a JSON object of the keys each action sets"}
            merged = {**items[key], **(payload if isinstance(payload, dict) else {}), **sets}
            items[key] = identified(merged, id_key, identifier)
            return 200, items[key]
        if self.command == "GET":
            return 200, items[key]
        if self.command == "PUT":
            kept = {field: items[key][field] for field in assigned if field in items[key]}
            items[key] = identified({**payload, **kept} if kept and isinstance(payload, dict) else payload, id_key,
                                    identifier)
            return 200, items[key]
        if self.command == "PATCH":
            items[key] = identified({**items[key], **payload}, id_key, identifier)
            return 200, items[key]
        if self.command == "DELETE":
            self.deleted = items.pop(key)  # what a document that answers a delete with the value is answered
            return 200, {}
        return 405, {"error": "method not allowed"}

    def countries_v5(self, path, query):
        def errors(status, message):
            return status, {"errors": [{"message": message}]}

        if self.headers.get("Authorization") != "Bearer " + V5_KEY:
            return errors(401, "Invalid or missing API key.")
        items = catalogue(self.fixtures)
        rest = path[len(V5_PREFIX):].strip("/")
        if rest:
            parts = rest.split("/")
            field = {"codes.alpha_3": "alpha_3", "codes.alpha_2": "alpha_2"}.get(parts[0])
            if field is None or len(parts) != 2:
                return errors(404, "No route " + path)
            found = [item for item in items if item["codes"].get(field, "").upper() == parts[1].upper()]
            if not found:
                return errors(404, "No country with %s %s." % (parts[0], parts[1]))
            meta = {"total": 1, "count": 1, "limit": 25, "offset": 0, "more": False}
            return 200, {"data": {"objects": found[:1], "meta": meta}}
        try:
            limit = int(query.get("limit", "25"))
            offset = int(query.get("offset", "0"))
        except ValueError:
            return errors(400, "limit and offset must be integers.")
        if not 1 <= limit <= 100 or offset < 0:
            return errors(400, "limit must be between 1 and 100 and offset at least 0.")
        fault = query.get("v5")
        start = 0 if fault == "repeat" else offset
        objects = items[start:start + limit]
        fields = [name for name in query.get("response_fields", "").split(",") if name]
        if fields:
            objects = [{name: item[name] for name in fields if name in item} for item in objects]
        total = 150 if fault == "overflow" else len(items)
        more = True if fault == "endless" else offset + len(objects) < len(items)
        meta = {"total": total, "count": len(objects), "limit": limit, "offset": offset, "more": more,
                "request_id": "req_%d_%d" % (offset, limit), "duration": 1}
        return 200, {"data": {"objects": objects, "meta": meta}}

    def resource_page(self, values, envelope, path_to_items, path, query, id_key):
        """One page of a resource's list in the style `paging` names (see the module's docstring)."""
        style, size, parameter = query["paging"], int(query.get("page_size", "2")), query.get("page_param", "page")
        if "size_param" in query:
            size = int(query.get(query["size_param"], size))
        size = min(size, int(query.get("page_cap", size)))
        if style == "cursor":
            after = query.get(parameter)
            start = next((index + 1 for index, item in enumerate(values) if str(identity(item, id_key)) == after), 0)
        elif style == "offset":
            start = int(query.get(parameter, "0"))
        elif style == "token":
            start = (page_of_token(query.get(parameter)) - 1) * size
        else:
            start = (int(query.get(parameter if style == "page" else "page", "1")) - 1) * size
        more = start + size < len(values)
        number = start // size + 1
        link = "http://%s%s?%s" % (self.headers.get("Host"), path, urlencode({**query, "page": number + 1}))
        answer = enveloped(envelope, path_to_items, values[start:start + size])
        if style == "cursor":
            answer[query["more_key"]] = more
        elif style == "next":
            answer = identified(answer, query["next_key"], link if more else None)
        elif style == "token":
            answer = identified(answer, query["next_key"], token_of_page(number + 1) if more else None)
        elif style == "link":
            self.extra_headers["Link"] = ('<%s>; rel="next"' % link) if more else '<%s>; rel="prev"' % link
        else:  # page or offset: what the envelope says of the pages after, where the client reads it
            said = {"more_key": more, "next_key": (start + size if style == "offset" else number + 1) if more else None,
                    "total_key": len(values) if style == "offset" else -(-len(values) // size)}
            for option, value in said.items():
                if option in query:
                    answer = identified(answer, query[option], value)
        return 200, answer

    def paged(self, path, query):
        """One page of made-up items in the style the path names (see the module's docstring)."""
        parts = path.split("/")
        style, options = parts[2], dict(pair.split("=", 1) for pair in "/".join(parts[3:]).split(",") if "=" in pair)
        total, size = int(options.get("total", "5")), int(options.get("size", "2"))
        if style == "cursor":
            start = min(max(int(query.get("starting_after", "0")), 0), total)
        elif style == "offset":
            size = min(int(query.get("limit", size)), int(options.get("cap", total + 1)))
            start = int(query.get("offset", "0"))
        elif style == "token":
            start = (page_of_token(query.get("pageToken")) - 1) * size
        else:
            size = int(query.get("per_page", size)) if style == "page" else size
            size = min(size, int(options.get("cap", total + 1)))
            start = (int(query.get("page", "1")) - 1) * size
        number = start // size + 1
        if options.get("auth") == "1" and self.headers.get("X-Key") != "secret":
            return 401, {"error": "no X-Key"}
        if "fail" in options and int(options["fail"]) == number and self.space.count("%s:%d" % (options.get("key"), number)) == 1:
            return 503, {"error": "page %d failed on purpose" % number}
        answer = [{"id": n, "name": "Item %d" % n} for n in range(start + 1, min(start + size, total) + 1)]
        more = start + size < total
        following = 2 if options.get("cycle") == "1" and number == 3 else number + 1
        host = "other.invalid" if options.get("foreign") == "1" else self.headers.get("Host")
        link = "http://%s%s?page=%d" % (host, path, following) if more or following <= number else None
        unfollowed = options.get("unfollowed") == "1"
        if style == "cursor":
            return 200, {"object": "list", "data": answer, **({} if unfollowed else {"has_more": more})}
        if style == "link":
            if link and not unfollowed:
                self.extra_headers["Link"] = '<%s>; rel="next", <http://%s%s?page=1>; rel="first"' % (link, host, path)
            elif not unfollowed:
                self.extra_headers["Link"] = '<http://%s%s?page=1>; rel="first"' % (host, path)
            return 200, answer
        if style == "next":
            return 200, {"count": total, **({} if unfollowed else {"next": link}), "previous": None, "results": answer}
        if style in ("page", "offset") and "says" in options:
            said = {"total": total if style == "offset" else -(-total // size), "has_more": more,
                    "next_offset": start + len(answer) if more else None, "next_page": number + 1 if more else None}
            return 200, {"data": answer, **{key: said[key] for key in options["says"].split("+") if key}}
        if style == "token":
            token = token_of_page(following) if more or following <= number else None
            last = {"nextPageToken": ""} if options.get("blank") == "1" else {}  # Slack's end: an empty token
            return 200, {"items": answer, **({"nextPageToken": token} if token else last)}
        return 200, answer

    def route(self, path, query, body):
        if path == "/control/spaces" and self.command == "POST":
            return 200, json.dumps({"port": self.server.switchboard.open()}).encode()
        if path.startswith("/control/spaces/") and path.endswith("/stop") and self.command == "POST":
            port = path[len("/control/spaces/"):-len("/stop")]
            stopped = port.isdigit() and self.server.switchboard.stop(int(port))
            return (200, b"{}") if stopped else (404, json.dumps({"error": "no port " + port}).encode())
        if path == "/control/spaces" and self.command == "GET":
            closed, ports = self.server.switchboard.wait_until_closed(int(query.get("closed", "0")),
                                                                      float(query.get("timeout", "30")))
            return (200 if closed else 408), json.dumps({"ports": ports}).encode()
        if path == "/control/process":
            return 200, json.dumps({"pid": os.getpid()}).encode()
        if path == V5_PREFIX or path.startswith(V5_PREFIX + "/"):
            status, payload = self.countries_v5(path, query)
            return status, json.dumps(payload, ensure_ascii=False).encode()
        if path.startswith("/v3.1/") or path == "/v3.1":
            retired = {"success": False, "data": None,
                       "errors": [{"message": "This API version has been deprecated. Please migrate to v5."}]}
            return 200, json.dumps(retired).encode()
        if path == "/api" or path.startswith("/api/"):
            if "contract" in query:
                refused = self.contracts.refusal(self.space.contract, query["contract"], self.command,
                                                 self.headers.get("Host", ""), path, urlsplit(self.path).query,
                                                 self.headers, body)
                if refused:
                    return refused[0], json.dumps(refused[1]).encode()
            status, payload = self.resource(path, query, body)
            payload = payload if isinstance(payload, bytes) else json.dumps(payload).encode()  # a file's as it is
            if "contract" in query:
                status, answer = self.contracts.answered(query["contract"], self.command, path, status,
                                                         payload, getattr(self, "deleted", None))
                request = (self.command, self.headers.get("Host", ""), path, urlsplit(self.path).query, self.headers,
                           body)
                invalid = None if self.answer_unchecked else answer_check(
                    self.contracts, self.space.contract, query["contract"], request, status, answer, self.extra_headers)
                return (invalid[0], json.dumps(invalid[1]).encode()) if invalid else (status, answer)
            return status, payload
        if path == "/control/contract":
            return 200, json.dumps(self.contracts.report(self.space.contract)).encode()
        if path.startswith("/control/lose-next-answer/"):
            with self.space.resources_lock:
                self.space.lose_next.add(unquote(path[len("/control/lose-next-answer/"):]))
            return 200, b"{}"
        if path.startswith("/control/refuse-next/"):
            try:
                refusal = int(query.get("status", "422")), json.loads(query.get("body", "{}")), query.get("retry_after")
            except ValueError as error:
                return 400, json.dumps({"error": f"the body to refuse with is not JSON: {error}"}).encode()
            with self.space.resources_lock:
                self.space.refuse_next[unquote(path[len("/control/refuse-next/"):])] = refusal
            return 200, b"{}"
        if path.startswith("/control/close-next-unanswered/"):
            with self.space.resources_lock:
                self.space.close_next[unquote(path[len("/control/close-next-unanswered/"):])] = int(query.get("after", "0"))
            return 200, b"{}"
        if path.startswith("/control/drop-key/"):
            with self.space.resources_lock:
                self.space.drop_keys.setdefault(unquote(path[len("/control/drop-key/"):]), []).append(
                    (int(query.get("index", "0")), query.get("key", "")))
            return 200, b"{}"
        if path.startswith("/control/hold-next-answer/"):
            with self.space.resources_lock:
                self.space.hold_next.add(unquote(path[len("/control/hold-next-answer/"):]))
            return 200, b"{}"
        if path == "/.well-known/openid-configuration":
            return oauth_authority.configuration(self.headers.get("Host", ""), query)
        if path == "/oauth/token":
            return self.space.oauth.token(query, body)
        if path.startswith("/control/oauth"):
            answered = self.space.oauth.control(path, query)
            if answered:
                return answered
        if path.startswith("/control/writes/"):
            space = self.space
            with space.resources_lock:
                name = unquote(path[len("/control/writes/"):])
                applied = {"count": space.writes.get(name, 0), "keys": space.keys.get(name, []),
                           "replayed": space.replayed.get(name, []), "requests": space.requests.get(name, [])}
            return 200, json.dumps(applied).encode()
        if path.startswith("/control/list-queries/"):
            with self.space.resources_lock:
                queries = self.space.list_queries.get(unquote(path[len("/control/list-queries/"):]), [])
                return 200, json.dumps({"queries": queries}).encode()
        if path.startswith("/paged/"):
            status, payload = self.paged(path, query)
            return status, json.dumps(payload).encode()
        if path.startswith("/fixtures/"):
            name = os.path.basename(path[len("/fixtures/"):])
            file = os.path.join(self.fixtures, name)
            if not os.path.isfile(file):
                return 404, json.dumps({"error": "no fixture " + name}).encode()
            with open(file, "rb") as handle:
                return 200, handle.read()
        if path.startswith("/sent/"):
            sent, finished = self.space.sent_of(path[len("/sent/"):])
            return 200, json.dumps({"bytes": sent, "finished": finished}).encode()
        if path.startswith("/count/"):
            return 200, json.dumps({"count": self.space.current_count(path[len("/count/"):])}).encode()
        if path.startswith("/await/"):
            key, wanted = path[len("/await/"):], int(query.get("count", "1"))
            reached, seen = self.space.wait_for_count(key, wanted, float(query.get("timeout", "30")))
            return (200 if reached else 408), json.dumps({"count": seen}).encode()
        if path == "/echo":
            return 200, json.dumps({
                "method": self.command,
                "path": path,
                "query": query,
                "headers": {name.lower(): value for name, value in self.headers.items()},
                "body": body.decode("utf-8", "replace"),
                "body_base64": base64.b64encode(body).decode("ascii"),
            }).encode()
        return 200, json.dumps({"path": path, "method": self.command}).encode()


def follow_parent(switchboard):
    """Closes the ports the test process releases ("close <port>" lines), and ends the server when its
    standard input closes: the test process that started it has ended."""
    for line in sys.stdin:
        word, _, port = line.strip().partition(" ")
        if word == "close" and port.isdigit():
            switchboard.close(int(port))
    os._exit(0)


def main():
    # A process launched from a Swift test inherits the blocked signals of the thread that launched
    # it, SIGTERM among them: unblock them all, so that SIGTERM and ^C stop the server.
    signal.pthread_sigmask(signal.SIG_SETMASK, set())
    parser = argparse.ArgumentParser()
    parser.add_argument("--fixtures", default=".")
    arguments = parser.parse_args()
    Handler.fixtures = arguments.fixtures
    Handler.contracts = Contracts(arguments.fixtures)
    switchboard = Switchboard(Handler)
    threading.Thread(target=switchboard.run, daemon=True).start()
    print("PORT %d" % switchboard.open(), flush=True)
    threading.Thread(target=follow_parent, args=(switchboard,), daemon=True).start()
    threading.Event().wait()


if __name__ == "__main__":
    main()
