"""The files a feature gets: every template rendered for its spec, and the showcase screen of the app."""

import functools
import json
import pathlib
import re

from ..errors import Failure
from ..model.naming import shown
from ..paths import APP, APP_TEMPLATES, FIXTURES, ROOT, TEMPLATE, TEMPLATE_SUFFIX
from ..model.feature_names import contract_name
from ..model.spec import nearest_key
from . import fragments, samples, unions
from .enum_fragments import enum_fragments
from .engine import PLACEHOLDER, fill, render, sorted_imports

# A template made for some features only may carry a variant in its name, dropped from the file it makes:
# `__Feature__IntegrationTests@local.swift.tmpl` makes `<F>IntegrationTests.swift`.
VARIANT = re.compile(r"@[a-z]+(?=\.)")

PER_TYPE_FOLDERS = ("Strings", "Objects", "Unions", "Enums", "Single")
# A single resource's files are the Single folder's, and these of the template's own folder, which a single
# resource shares with every feature: its error and its mapping, its route, its filters, and their tests.
SINGLE_SHARED = ("__Feature__Error.swift.tmpl", "__Feature__Error+HTTPError.swift.tmpl", "__Feature__Route.swift.tmpl",
                 "__Feature__ErrorTests.swift.tmpl", "__Feature__RouteTests.swift.tmpl", "__Feature__Query.swift.tmpl",
                 "__Feature__Query+HTTP.swift.tmpl")


def planned_files(names, kind):
    """`{path relative to ROOT: text}` for every file the feature gets, its sample fixture included."""
    tags = names.tags(kind)
    files = {}

    def stamp(folder, extra, own_tags=frozenset(), only=None):
        for relative, template in templates(folder):
            if only is not None and relative.name not in only:
                continue
            text = render(template, tags | own_tags, relative)
            if text is None:
                continue
            unknown_placeholder(relative, str(relative) + "\n" + text, names, extra)
            path = pathlib.Path(fill(names.substitute(str(relative), extra), extra).removesuffix(TEMPLATE_SUFFIX))
            path = path.with_name(VARIANT.sub("", path.name))
            if path in files:
                raise Failure(f"template: two templates make {path}; their `//: file if` lines overlap")
            files[path] = sorted_imports(names.substitute(text, extra))

    spec = names.spec
    single = bool(spec.service and spec.service.single)
    if single:
        stamp(TEMPLATE / "Single", {})
    stamp(TEMPLATE, {}, only=SINGLE_SHARED if single else None)
    for path, text in type_files(names, kind).items():
        if path in files:
            raise Failure(f"template: two templates make {path}; their `//: file if` lines overlap")
        files[path] = text
    if kind != "local":
        fixture = samples.sample_json(spec)
        if single:  # the one object the resource's GET answers
            fixture = json.dumps(json.loads(fixture)[0], indent=2, ensure_ascii=False) + "\n"
        files[FIXTURES.relative_to(ROOT) / f"{names.fixture}.json"] = fixture
        if spec.contract is not None:
            files[FIXTURES.relative_to(ROOT) / f"{contract_name(names.feature)}.json"] = json.dumps(
                spec.contract, indent=1, ensure_ascii=False) + "\n"
    files.update(app_screen(names, kind))
    return files


def type_files(names, kind, module=None, only=None):
    """`{path: text}` of the feature's nested types, unions and enums (of those named in `only`, when given):
    each type's model, DTO, mapping, stub and tests. With `module` (a document's shared models module), they
    are that module's, and their docs name no feature's entity."""
    spec = names.spec
    values = dict(names.placeholders, **({"__Feature__": module} if module else {}))
    tags = names.tags(kind)
    files = {}

    def stamp(folder, extra, own_tags=frozenset()):
        for relative, template in templates(folder):
            text = render(template, tags | own_tags, relative)
            if text is None:
                continue
            unknown_placeholder(relative, str(relative) + "\n" + text, names, extra)
            every = dict(extra, **values)
            path = pathlib.Path(fill(fill(str(relative), every), extra).removesuffix(TEMPLATE_SUFFIX))
            path = path.with_name(VARIANT.sub("", path.name))
            if path in files:
                raise Failure(f"template: two templates make {path}; their `//: file if` lines overlap")
            files[path] = sorted_imports(fill(text, every))

    for obj in spec.objects:
        if only is None or obj.name in only:
            extra = {"__Object__": obj.name, "__object_of__": SHARED_DOC if module else object_of(obj, names.entity),
                     "__object_missing_test__": missing_key_test(obj) if module else ""}
            stamp(TEMPLATE / "Objects", dict(extra, **fragments.object_fragments(obj, spec)),
                  frozenset({"sharedmodel"} if module else ()))
    for union in spec.unions:
        if only is None or union.name in only:
            extra = {"__Union__": union.name, "__union_of__": SHARED_OF if module else
                     f"The `{shown(nearest_key(union))}` of a `{names.entity}`"}
            tags = ({"untagged"} if union.tag_key is None else set()) | ({"unionthrows"} if union.maps_throwing else set())
            stamp(TEMPLATE / "Unions", dict(extra, **unions.union_fragments(union)), frozenset(tags))
    for enum in spec.enums:
        if only is None or enum.name in only:
            extra = {"__Enum__": enum.name, "__enum_of__": SHARED_OF if module else
                     f"The `{shown(enum.key)}` of a `{enum.owner}`"}
            stamp(TEMPLATE / "Enums", dict(extra, **enum_fragments(enum)))
    return files


def missing_key_test(obj):
    """The test that a nested type's value without the first key it requires throws the error its caller
    passes; empty when it requires none."""
    field = next((field for field in obj.fields if not field.optional and field.default is None), None)
    if field is None:
        return ""
    return "\n".join([
        "", f'@Test("a value without its `{shown(field.key)}` throws the error its caller gives")',
        "func missingKey() {", "  // Given", f"  var dto = {obj.name}DTO(.stub())", f"  dto.{field.name} = nil", "",
        "  // Then", f"  #expect(throws: UnreadableValue()) {{ try {obj.name}(dto, or: UnreadableValue()) }}", "}"])


# The first line of a shared type's doc: the key that holds it and its entity differ from feature to feature.
SHARED_DOC = "A value several features of the document hold, declared once for all of them."
SHARED_OF = "A value several features of the document hold"  # a union's and an enum's, which go on


def unknown_placeholder(path, text, names, extra=None):
    """Fails for a placeholder of the template `path` (its rendered `text`) that nothing fills. Checked before
    filling: a value put in may hold double underscores of its own (a key named `Box__Security__Key`)."""
    known = names.placeholders.keys() | (extra or {}).keys()
    left = next((found for found in PLACEHOLDER.findall(text) if found not in known), None)
    if left:
        raise Failure(f"template: {path} holds the unknown placeholder {left}")


@functools.cache
def templates(folder):
    """`((path relative to folder, text), …)` of the templates in `folder`, in order, read once a run (a
    document's features are many); the template's own folder leaves out the per-type folders."""
    found = []
    for source in sorted(folder.rglob("*")):
        relative = source.relative_to(folder)
        if source.is_file() and not (folder == TEMPLATE and relative.parts[0] in PER_TYPE_FOLDERS):
            found.append((relative, source.read_text(encoding="utf-8")))
    return tuple(found)


def object_of(obj, entity):
    """What a nested type is, for the first line of its doc: the key that holds it (the nearest to the entity,
    when several do), and for one kind of a union the tag that names that kind."""
    if obj.kind_of:
        key, tag_key, tag = obj.kind_of
        if tag_key is None:
            return f"One kind of the `{shown(key)}` of a `{entity}`."
        return f"The `{shown(key)}` of a `{entity}` whose `{shown(tag_key)}` is `{shown(tag)}`."
    return f"The `{shown(nearest_key(obj))}` of a `{entity}`."



def app_screen(names, kind):
    """`{path: text}` of the feature's showcase screen."""
    if not APP.is_dir():
        return {}
    single = names.spec.service and names.spec.service.single
    source = APP_TEMPLATES / ("SingleScreen.swift.tmpl" if single else "Screen.swift.tmpl")
    text = render(source.read_text(encoding="utf-8"), names.tags(kind), source.relative_to(ROOT))
    unknown_placeholder(source.relative_to(ROOT), text, names)
    path = (APP / "Sources" / "Showcase" / "Screens" / f"{names.feature}Screen.swift").relative_to(ROOT)
    return {path: sorted_imports(names.substitute(text))}
