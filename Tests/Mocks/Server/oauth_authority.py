"""The loopback server's OAuth 2 authorization server and the check of its protected routes.

It issues one-hour access tokens (or expires_in=<seconds>) and rotates refresh tokens: each refresh
token is accepted once, and a second use answers 400 invalid_grant, as services that rotate do.
Each namespace of the server (each port, space.py) has an Authority of its own: its tokens, its counts.

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


def answer(payload, status=200):
    return status, json.dumps(payload).encode()


def configuration(host, query):
    """GET /.well-known/openid-configuration, for the server at `host` (the request's Host header)."""
    issuer = "http://" + host
    suffix = ("?" + urlencode(query)) if query else ""
    return answer({"issuer": issuer, "token_endpoint": issuer + "/oauth/token" + suffix})


class Authority:
    """One namespace's authorization server: the tokens it issued and what it has seen."""

    def __init__(self, count):
        self.count = count  # counts one request under a key of the namespace
        self.lock = threading.Lock()
        self.access = {}  # access token -> the time it stops being accepted
        self.refresh = set()  # refresh tokens still accepted
        self.state = {"refreshes": 0, "refused": 0, "failed": 0, "unauthorized": 0, "refuse_all": False,
                      "fail": [], "signed": []}

    def issue(self, expires_in):
        """A new access token and refresh token; the caller holds the lock."""
        access, refresh = "at-" + secrets.token_hex(8), "rt-" + secrets.token_hex(8)
        self.access[access] = time.time() + expires_in
        self.refresh.add(refresh)
        return {"access_token": access, "token_type": "Bearer", "expires_in": expires_in, "refresh_token": refresh}

    def token(self, query, body):
        """POST /oauth/token: the refresh grant."""
        form = {name: values[-1] for name, values in parse_qs(body.decode("utf-8", "replace")).items()}
        with self.lock:
            if self.state["fail"]:
                status = self.state["fail"].pop(0)
                self.state["failed"] += 1
                return answer({"error": "temporarily_unavailable"}, status)
            if form.get("grant_type") != "refresh_token":
                return answer({"error": "unsupported_grant_type"}, 400)
            if not form.get("client_id"):
                return answer({"error": "invalid_client"}, 401)
            refresh = form.get("refresh_token", "")
            if refresh not in self.refresh:
                self.state["refused"] += 1
                self.count("oauth:refused")
                return answer({"error": "invalid_grant", "error_description": "the refresh token was used or revoked"},
                              400)
            self.refresh.discard(refresh)
            self.state["refreshes"] += 1
            issued = self.issue(int(query.get("expires_in", "3600")))
        self.count("oauth:refreshes")
        return answer(issued)

    def control(self, path, query):
        """The /control/oauth routes, or None for another path."""
        with self.lock:
            if path == "/control/oauth/sign-in":
                return answer(self.issue(int(query.get("expires_in", "3600"))))
            if path == "/control/oauth/expire":
                for access in self.access:
                    self.access[access] = 0
                return answer({})
            if path == "/control/oauth/fail-refresh":
                self.state["fail"] += [int(query.get("status", "503"))] * int(query.get("count", "1"))
                return answer({})
            if path == "/control/oauth/revoke":
                self.refresh.clear()
                return answer({})
            if path == "/control/oauth/refuse-all":
                self.state["refuse_all"] = True
                return answer({})
            if path == "/control/oauth":
                state = self.state
                return answer({"refreshes": state["refreshes"], "refused": state["refused"], "failed": state["failed"],
                               "signedRequests": state["signed"], "unauthorized": state["unauthorized"]})
        return None

    def refusal(self, headers):
        """The 401 a protected route answers for `headers`, or None when they carry a valid access token."""
        scheme, _, presented = (headers.get("Authorization") or "").partition(" ")
        with self.lock:
            self.state["signed"].append(presented if scheme.lower() == "bearer" else "")
            valid = (scheme.lower() == "bearer" and self.access.get(presented, 0) > time.time()
                     and not self.state["refuse_all"])
            if valid:
                return None
            self.state["unauthorized"] += 1
        return 401, json.dumps({"error": "invalid_token"}).encode()
