"""How a feature reaches its service, beside what its data is: the model's other half, which the spec holds
(`Spec.service`) and the renderer spells."""

import dataclasses

# How the plan names a body that is not JSON (`Service.body_encoding`).
BODIES = {"form": ", bodies as forms", "multipart": ", bodies as multipart forms"}
# How the plan names a create the service carries out later (`Service.create_accepted`).
ACCEPTED = ", creates accepted (202)"


def wrapped(service):
    """How the plan names the key one value travels under (`Service.value_key`), empty for none."""
    return f", values under '{service.value_key}'" if service.value_key else ""


@dataclasses.dataclass(frozen=True)
class Service:
    """The resource's `path` below the API root (`/posts`); where a cached feature keeps its values
    (`cache`: memory or sqlite); the header a key travels in (`key_header`: `bearer` for `Authorization:
    Bearer`, else the header's name; `None` without a key); where an OAuth 2 session refreshes
    (`token_url`); the API root the feature starts with (`base_url`, `None` for the template's); how an
    update is sent (`update_method`: put or patch); how every body goes (`body_encoding`: json, form for
    application/x-www-form-urlencoded, or multipart for multipart/form-data); how a create keys a new value in a collection keyed by id,
    whose values carry none (`create_method`: put to a key the client makes, post answering the service's
    key; `None` for any other collection); whether writes wait in the outbox (`offline_writes`);
    whether one element that does not decode or map fails the whole list (`strict_lists`, else it is left out
    and reported); and the prefix of the environment variables the app reads for it (`env_prefix`: `STOREFRONT` for
    `STOREFRONT_API_BASE_URL`, shared by the features of one service; `None` for the feature's name); and the
    parents the path sits under (`parents`: model/parents.Parent, in the path's order), whose identifiers every
    operation takes; and the `actions` on one value (model/actions.Action), each an operation of its own, and the
    files it reads below one value (`downloads`: model/downloads.Download); and
    whether the path is a single resource (`single`: one value with no list and no id, `/instance`); and the
    optional query parameters its list sends when set (`filters`: model/parameters.Filter); and whether the
    service answers a create `202 Accepted` and makes the value later (`create_accepted`); and the key one
    value's answers and write bodies hold it under (`value_key`: `data` of `{"data": {…}}`; `None` for the
    value itself)."""
    path: str
    cache: str = "memory"
    key_header: str | None = None
    token_url: str | None = None
    base_url: str | None = None
    update_method: str = "put"
    offline_writes: bool = False
    env_prefix: str | None = None
    strict_lists: bool = False
    create_method: str | None = None
    parents: tuple = ()
    actions: tuple = ()
    single: bool = False
    filters: tuple = ()
    body_encoding: str = "json"
    downloads: tuple = ()
    create_accepted: bool = False
    value_key: str | None = None
