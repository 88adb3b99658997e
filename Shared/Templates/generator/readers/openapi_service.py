"""The service half of the OpenAPI reader: how a resource's requests are signed (its security requirement:
`--auth`, and a session's `--token-url`) and the server they go to (`--base-url`). `OpenAPIReader` reads them
as a `ServiceReading`, with its `document`, `options`, `notes` and `settled`.
"""

import re
import urllib.parse

from .. import paths as paths_module
from ..errors import SpecError
from ..model.naming import shown

SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")  # what starts an absolute URL (RFC 3986, section 3.1)


class ServiceReading:
    """What `OpenAPIReader` reads of the service a resource belongs to."""

    def auth(self, resource):
        """`(--auth, --token-url)` of the list's (else the get's) security requirement, or the document's;
        `(None, None)` for none."""
        operation = resource.operations.get("list") or resource.operations.get("get")
        requirements = operation[1].get("security", self.document.content.get("security"))
        if not isinstance(requirements, list):
            return None, None
        schemes = (self.document.content.get("components") or {}).get("securitySchemes") or {}
        for requirement in requirements:
            if not isinstance(requirement, dict) or not requirement:
                return None, None  # an empty requirement: the operation may be called without a key
            name = next(iter(requirement))
            scheme = self.document.node(schemes.get(name), f"the security scheme {shown(name)}")
            if not isinstance(scheme, dict):
                raise SpecError(f"{self.document.origin}: the security scheme '{shown(name)}' is not described")
            kind = scheme.get("type")
            if kind == "http" and str(scheme.get("scheme", "")).lower() == "bearer":
                return "bearer", None
            if kind in ("oauth2", "openIdConnect"):
                return "oauth2", self.token_url(name, kind, scheme)
            if kind == "apiKey" and scheme.get("in") == "header" and re.fullmatch(r"[A-Za-z0-9_-]+",
                                                                                  str(scheme.get("name"))):
                return f"header:{scheme['name']}", None
            if kind == "apiKey" and scheme.get("in") in ("query", "cookie"):
                why = (f"sends its key in the {scheme['in']}, which this generator does not: a key in a URL ends up "
                       "in logs and caches" if scheme["in"] == "query" else "sends its key in a cookie, which this "
                       "generator does not")
            else:
                why = f"is {kind} {scheme.get('scheme') or scheme.get('in') or ''}".rstrip() + \
                    ", which this generator does not send"
            raise SpecError(f"{self.document.origin}: the security scheme '{shown(name)}' {why}; give --auth bearer or "
                            "--auth header:<Name> if the service also takes one of those")
        return None, None

    def token_url(self, name, kind, scheme):
        """Where the session of the security scheme `name` refreshes: an oauth2 scheme's flow's `tokenUrl`
        (the authorization-code flow's first), an openIdConnect scheme's configuration; `SpecError` when the
        scheme names neither as an absolute http(s) URL. A `--token-url` given wins."""
        if self.options.token_url is not None:
            return self.options.token_url
        if kind == "openIdConnect":
            url, where = str(scheme.get("openIdConnectUrl", "")), "its openIdConnectUrl"
        else:
            flows = scheme.get("flows") if isinstance(scheme.get("flows"), dict) else {}
            flow = next((flows[flow] for flow in ("authorizationCode", "password", "clientCredentials")
                         if isinstance(flows.get(flow), dict) and flows[flow].get("tokenUrl")), None)
            url, where = (str(flow["tokenUrl"]) if flow else ""), "a flow's tokenUrl"
        resolved = ""
        if url and not paths_module.BASE_URL.fullmatch(url) and not SCHEME.match(url):
            # A relative reference, which OpenAPI resolves against the server's URL (RFC 3986, section 5).
            base = self.options.base_url or self.served_url()
            resolved = urllib.parse.urljoin(base.rstrip("/") + "/", url) if base else ""
            if not paths_module.BASE_URL.fullmatch(resolved):
                raise SpecError(f"{self.document.origin}: the security scheme '{shown(name)}' ({kind}) gives a "
                                f"relative URL in {where} ('{shown(url)}') and the document no absolute http(s) server "
                                "URL to resolve it against; give --base-url or --token-url")
        elif not paths_module.BASE_URL.fullmatch(url):
            raise SpecError(f"{self.document.origin}: the security scheme '{shown(name)}' ({kind}) has no absolute "
                            f"http(s) URL in {where} ('{shown(url)}'); give --token-url, or --auth bearer for a token "
                            "the app gets on its own")
        relative = f" ('{shown(url)}' in the document, resolved against the server's URL)" if resolved else ""
        url = resolved or url
        self.notes.append(f"security {shown(name)} ({kind}): an OAuth 2 session signs every request (--auth oauth2), "
                          f"refreshing at {url}{relative} (--token-url); signing in is the app's")
        if resolved:
            self.settled.append(self.notes[-1])
        return url

    def served_url(self):
        """`servers[0].url` with its variables' defaults and no trailing slash; `None` without one."""
        servers = self.document.content.get("servers")
        if not isinstance(servers, list) or not servers or not isinstance(servers[0], dict):
            return None
        url = str(servers[0].get("url", ""))
        for name, variable in (servers[0].get("variables") or {}).items():
            if isinstance(variable, dict) and "default" in variable:
                url = url.replace("{" + name + "}", str(variable["default"]))
        return url.rstrip("/")

    def base_url(self):
        """`servers[0].url` with its variables' defaults, when it is an absolute http(s) URL."""
        url = self.served_url()
        if url is None:
            return None
        if not paths_module.BASE_URL.fullmatch(url):
            self.notes.append(f"servers[0] is '{shown(url or '/')}', not an absolute http(s) URL; the default base URL "
                              "stays https://api.example.com (give --base-url)")
            return None
        return url
