"""The loopback server's OAuth 2 authorization server and the check of its protected routes.

It issues one-hour access tokens (or expires_in=<seconds>) and rotates refresh tokens: each refresh
token is accepted once, and a second use answers 400 invalid_grant, as services that rotate do.

Routes (the loopback server hands them over)
  POST /oauth/token               RFC 6749 §6 refresh: grant_type=refresh_token&refresh_token=<t>&client_id=<id>
                                  (form-encoded) answers {"access_token", "token_type": "Bearer", "expires_in",
                                  "refresh_token"} with a new refresh token, the old one retired; an unknown or
                                  retired one is 400 {"error": "invalid_grant"}; counted under oauth:refreshes
                                  (issued) or oauth:refused
  POST /control/oauth/sign-in     a new pair, as the authorization-code flow would give it (expires_in=<s>)
  POST /control/oauth/expire      every access token issued so far is refused from now on (the client
                                  still believes them valid)
  POST /control/oauth/fail-refresh?status=<code>&count=<n>   the next n refreshes answer that status
                                  (default 503, once) and retire nothing
  POST /control/oauth/refuse-all  protected routes answer 401 to every token, fresh ones too
  POST /control/oauth/revoke      every refresh token issued so far is retired (the person revoked the app's
                                  access): the next refresh is invalid_grant
  GET  /.well-known/openid-configuration   an OpenID provider's configuration: {"issuer", "token_endpoint"}
                                  naming this server's /oauth/token (with the request's query, so that a
                                  test's key and hold_until reach the token endpoint too)
  GET  /control/oauth             {"refreshes", "refused", "failed", "signedRequests": [the token of each
                                  request a protected route read, in order], "unauthorized"}

Any route with the query oauth=1 is protected: without "Authorization: Bearer <a valid access token>"
it answers 401 with WWW-Authenticate: Bearer error="invalid_token".
"""

import json
import secrets
import threading
import time
from urllib.parse import parse_qs, urlencode

LOCK = threading.Lock()
ACCESS = {}  # access token -> the time it stops being accepted
REFRESH = set()  # refresh tokens still accepted
STATE = {"refreshes": 0, "refused": 0, "failed": 0, "unauthorized": 0, "refuse_all": False,
         "fail": [], "signed": []}


def issue(expires_in):
    """A new access token and refresh token; the caller holds LOCK."""
    access, refresh = "at-" + secrets.token_hex(8), "rt-" + secrets.token_hex(8)
    ACCESS[access] = time.time() + expires_in
    REFRESH.add(refresh)
    return {"access_token": access, "token_type": "Bearer", "expires_in": expires_in, "refresh_token": refresh}


def answer(payload, status=200):
    return status, json.dumps(payload).encode()


def token(query, body, count):
    """POST /oauth/token: the refresh grant."""
    form = {name: values[-1] for name, values in parse_qs(body.decode("utf-8", "replace")).items()}
    with LOCK:
        if STATE["fail"]:
            status = STATE["fail"].pop(0)
            STATE["failed"] += 1
            return answer({"error": "temporarily_unavailable"}, status)
        if form.get("grant_type") != "refresh_token":
            return answer({"error": "unsupported_grant_type"}, 400)
        if not form.get("client_id"):
            return answer({"error": "invalid_client"}, 401)
        refresh = form.get("refresh_token", "")
        if refresh not in REFRESH:
            STATE["refused"] += 1
            count("oauth:refused")
            return answer({"error": "invalid_grant", "error_description": "the refresh token was used or revoked"},
                          400)
        REFRESH.discard(refresh)
        STATE["refreshes"] += 1
        issued = issue(int(query.get("expires_in", "3600")))
    count("oauth:refreshes")
    return answer(issued)


def control(path, query):
    """The /control/oauth routes, or None for another path."""
    with LOCK:
        if path == "/control/oauth/sign-in":
            return answer(issue(int(query.get("expires_in", "3600"))))
        if path == "/control/oauth/expire":
            for access in ACCESS:
                ACCESS[access] = 0
            return answer({})
        if path == "/control/oauth/fail-refresh":
            STATE["fail"] += [int(query.get("status", "503"))] * int(query.get("count", "1"))
            return answer({})
        if path == "/control/oauth/revoke":
            REFRESH.clear()
            return answer({})
        if path == "/control/oauth/refuse-all":
            STATE["refuse_all"] = True
            return answer({})
        if path == "/control/oauth":
            return answer({"refreshes": STATE["refreshes"], "refused": STATE["refused"], "failed": STATE["failed"],
                           "signedRequests": STATE["signed"], "unauthorized": STATE["unauthorized"]})
    return None


def refusal(headers):
    """The 401 a protected route answers for `headers`, or None when they carry a valid access token."""
    scheme, _, presented = (headers.get("Authorization") or "").partition(" ")
    with LOCK:
        STATE["signed"].append(presented if scheme.lower() == "bearer" else "")
        valid = scheme.lower() == "bearer" and ACCESS.get(presented, 0) > time.time() and not STATE["refuse_all"]
        if valid:
            return None
        STATE["unauthorized"] += 1
    return 401, json.dumps({"error": "invalid_token"}).encode()


def configuration(host, query):
    """GET /.well-known/openid-configuration, for the server at `host` (the request's Host header)."""
    issuer = "http://" + host
    suffix = ("?" + urlencode(query)) if query else ""
    return answer({"issuer": issuer, "token_endpoint": issuer + "/oauth/token" + suffix})
