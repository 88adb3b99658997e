"""One model of a document (`--all`): the types that two or more of its features declare
alike are declared once, in a module of the document's (`Models/<Document>Models`), which those features
import. A feature keeps the types only it declares, and a type that differs from feature to feature.

A type is shared when every feature that declares it renders it the same (its model, DTO, mapping, stub and
tests, with no feature's name in them), and when every type it holds is shared too. A feature that declares
another type of a shared type's name (its entity `Account`, beside the nested `Account` of the others) imports
the shared types it names one by one (`import struct MastodonModels.CustomEmoji`), so that its own keeps the
name."""

import dataclasses
import json
import pathlib
import re

from .checkout import DECLARED_TYPE
from .model.spec import Object
from .render.engine import sorted_imports
from .paths import ROOT
from .render.files import type_files
from .write.format import written_form

MODELS = "Models"  # the folder of every document's shared models module


@dataclasses.dataclass(frozen=True)
class SharedModels:
    """The document's shared models: its `module`'s name, each shared type with the features that hold it
    (`types`), and the files of the module, its mocks and its tests (`files`)."""
    module: str
    types: dict
    files: dict

    @property
    def folders(self):
        """The folders the module's files are in."""
        return [f"{MODELS}/{self.module}", f"Tests/{self.module}Tests", f"Tests/Mocks/{self.module}"]

    def importer(self, feature):
        """Whether `feature` imports the module: it holds a shared type."""
        return any(feature in holders for holders in self.types.values())


def module_name(document_name):
    """The module of a document's shared types: its name as a type name qualifies one, then `Models`."""
    return f"{document_name or 'Document'}Models"


def shared_models(features, module):
    """`(features, SharedModels or None)`: the planned features (`(options, names, files)`) with the types they
    share taken out of their files and imported from `module`, and that module; `None` when no type is
    shared."""
    forms, holds, kinds, members = {}, {}, {}, {}
    for one, names, _ in features:
        for name, held in declared_types(names.spec).items():
            forms.setdefault(name, {})[names.feature] = type_files(names, one.source, module, only={name})
            holds.setdefault(name, held)
        kinds.update(declaration_kinds(names.spec))
        members.update(case_names(names.spec))
    shared = {name for name, by_feature in forms.items()
              if len(by_feature) > 1 and len({frozen(files) for files in by_feature.values()}) == 1}
    while True:
        kept = {name for name in shared if holds[name] <= shared}
        if kept == shared:
            break
        shared = kept
    if not shared:
        return features, None
    types = {name: tuple(sorted(forms[name])) for name in sorted(shared)}
    files = {}
    for name in sorted(shared):
        first = types[name][0]
        files.update({module_path(path, module): text for path, text in forms[name][first].items()})
    files[pathlib.Path(MODELS) / module / "Documentation.docc" / f"{module}.md"] = catalog(module, types)
    files[pathlib.Path(MODELS) / module / "generated.json"] = record(types)
    models = SharedModels(module, types, files)
    out = []
    for one, names, files_of in features:
        held = forms_of(names.feature, shared, forms)
        own = local_paths(names.feature, held, forms, module)
        scoped = {name: kinds[name] for name in held} if taken_names(files_of, own, shared) else None
        cases = {name: members[name] for name in held if name in members}
        out.append((one, names, importing(files_of, own, held, module, scoped, cases)))
    return out, models


def case_names(spec):
    """`{name: its case names}` of the spec's enums and unions: a file that reads `.fiction` uses the enum."""
    return {**{enum.name: {case for case, _ in enum.cases} for enum in spec.enums},
            **{union.name: {case for case, _, _ in union.cases} for union in spec.unions}}


def declaration_kinds(spec):
    """`{name: struct or enum}` of the spec's nested types, unions and enums, as a scoped import names them."""
    return {**{obj.name: "struct" for obj in spec.objects}, **{union.name: "enum" for union in spec.unions},
            **{enum.name: "enum" for enum in spec.enums}}


def catalog(module, types):
    """The module's documentation catalog: what it is, and every type it declares."""
    return "\n".join([
        f"# ``{module}``", "", "The types that two or more features of one OpenAPI document hold, each declared once.", "",
        "## Overview", "",
        "Each feature made of the document that holds one of them imports this module, so that one feature's",
        "screen can pass a value to another's. `generated.json` lists each type with the features that hold it.",
        "", "## Topics", "", "### Models", "", *(f"- ``{name}``" for name in types), ""])


def declared_types(spec):
    """`{name: the names of the types it holds}` of the spec's nested types, unions and enums."""
    out = {}
    for obj in spec.objects:
        out[obj.name] = {name for field in obj.fields for name in held_names(field.type)}
    for union in spec.unions:
        out[union.name] = {name for _, _, kind in union.cases if kind is not None
                           for name in ({kind.name} if isinstance(kind, Object) else held_names(kind))}
    for enum in spec.enums:
        out[enum.name] = set()
    return out


def held_names(field_type):
    """The names of the nested type, union or enum a field's type is, or holds."""
    if field_type.obj is not None:
        return {field_type.obj.name}
    return {field_type.enum.name} if field_type.enum is not None else set()


def frozen(files):
    """A type's files as one comparable value."""
    return tuple(sorted((str(path), text) for path, text in files.items()))


def forms_of(feature, shared, forms):
    """The shared types `feature` declares."""
    return {name for name in shared if feature in forms[name]}


def local_paths(feature, names, forms, module):
    """The paths of the feature's own copies of the types `names`."""
    return {local_path(path, module, feature) for name in names for path in forms[name][feature]}


def local_path(path, module, feature):
    """The path a type's file has in `feature`, from its path in `module`."""
    parts = list(pathlib.Path(path).parts)
    for index, part in enumerate(parts[:3]):
        if part in (module, f"{module}Tests"):
            parts[index] = part.replace(module, feature, 1)
    return pathlib.Path(*parts)


def module_path(path, module):
    """A shared form's path in the module's own folder (`Models/<module>`), its tests' and mocks' as they are."""
    parts = pathlib.Path(path).parts
    return pathlib.Path(MODELS, *parts[1:]) if parts[:2] == ("Features", module) else pathlib.Path(path)


def taken_names(files, own, shared):
    """The shared names that a type of the feature's files, but its own copies (`own`), is declared as."""
    declared = {name for path, text in files.items() if path not in own and str(path).endswith(".swift")
                for name in DECLARED_TYPE.findall(text)}
    return shared & declared


def importing(files, own, names, module, scoped=None, cases=None):
    """The feature's files without its own copies (`own`, their paths) of the shared types `names`, each of
    the rest importing `module` where it names one of them, and its mocks where a test stubs a value. With
    `scoped` (`{name: struct or enum}`, for a feature that declares a name the module declares too), a file
    imports each shared type it names, and its DTO, on its own. A file names an enum or a union too when it
    reads one of its cases (`cases`: `{name: case names}`), as `.fiction`."""
    if not names:
        return files
    words = re.compile(r"\b(" + "|".join(re.escape(name) for name in sorted(names)) + r")(?:DTO)?\b")
    owners = {case: name for name, named in sorted((cases or {}).items(), reverse=True) for case in named}
    members = re.compile(r"\.(" + "|".join(re.escape(case) for case in sorted(owners)) + r")\b") if owners else None
    out = {}
    for path, text in files.items():
        if path in own:
            continue
        if str(path).endswith(".md"):  # its catalog curates the module's own symbols: the shared ones are not
            text = "\n".join(line for line in text.split("\n")
                              if line.removeprefix("- ``").removesuffix("``") not in names)
        if str(path).endswith(".swift"):
            named = {found.group(0): found.group(1) for found in words.finditer(text)}
            if members is not None and not named:  # a case alone: its enum's import
                named = {owners[found.group(1)]: owners[found.group(1)] for found in members.finditer(text)}
            wanted = ([f"{scoped[name]} {module}.{word}" for word, name in sorted(named.items())] if scoped is not None
                      else [module] if named else [])
            if pathlib.Path(path).parts[0] == "Tests" and ".stub(" in text:
                wanted.append(f"{module}Mocks")
            text = with_imports(text, wanted)
        out[path] = text
    return out


def with_imports(text, modules):
    """`text` importing `modules` too, among its imports (or first, before a blank line, when it has none)."""
    if not modules:
        return text
    lines = text.split("\n")
    added = [f"import {module}" for module in modules if f"import {module}" not in lines]
    if not added:
        return text
    first = next((index for index, line in enumerate(lines) if line.startswith("import ")), None)
    if first is None:
        return "\n".join(added + [""] + lines)
    return sorted_imports("\n".join(lines[:first] + added + lines[first:]))


DOCUMENT_MODELS = re.compile(r"let documentModels: \[DocumentModels\] = \[(.*?)\]", re.DOTALL)
MODELS_LINE = re.compile(r'^  DocumentModels\("(\w+)"\),$')


def manifest_with(manifest, models):
    """Package.swift with the module's line in `documentModels`, in order of name, and `models:` on the line
    of each feature that imports it."""
    match = DOCUMENT_MODELS.search(manifest)
    lines = [line for line in match.group(1).split("\n") if MODELS_LINE.match(line)]
    lines = sorted(set(lines) | {f'  DocumentModels("{models.module}"),'})
    manifest = manifest[: match.start(1)] + "\n" + "\n".join(lines) + "\n" + manifest[match.end(1):]
    out = []
    for line in manifest.split("\n"):
        feature = re.match(r'^  Feature\("(\w+)"(.*)\),$', line)
        if feature and models.importer(feature.group(1)) and "models:" not in line:
            line = f'  Feature("{feature.group(1)}"{feature.group(2)}, models: "{models.module}"),'
        out.append(line)
    return "\n".join(out)


def models_of(feature, manifest):
    """The shared models module the feature's line in Package.swift names, or `None`."""
    found = re.search(rf'^  Feature\("{feature}".*models: "(\w+)"', manifest, re.MULTILINE)
    return found.group(1) if found else None


def remembered_types(module):
    """`{type: (features that hold it)}` of a shared models module, as its record keeps them; `{}` when there is
    no such module."""
    record = ROOT / MODELS / module / "generated.json"
    if not record.is_file():
        return {}
    return {name: tuple(holders) for name, holders in json.loads(record.read_text(encoding="utf-8"))["types"].items()}


def held_by(spec, names):
    """`names` and every type of the spec that one of them holds, however deep: what a shared type holds is the
    module's too (a newer document's `Account` that gains a nested `profile`)."""
    holds = declared_types(spec)
    found, todo = set(), [name for name in names if name in holds]
    while todo:
        name = todo.pop()
        if name not in found:
            found.add(name)
            todo += [held for held in holds[name] if held in holds]
    return found


def without_shared(files, names, kind, module):
    """A feature's planned files as a shared models module it imports leaves them (`importing`): the types its
    record says the feature holds are the module's, and the types they hold."""
    remembered = remembered_types(module)
    held = held_by(names.spec, {name for name, holders in remembered.items() if names.feature in holders})
    own = set(type_files(names, kind, only=held))
    scoped = ({name: kind for name, kind in declaration_kinds(names.spec).items() if name in held}
              if taken_names(files, own, set(remembered) | held) else None)
    cases = {name: named for name, named in case_names(names.spec).items() if name in held}
    return importing(files, own, held, module, scoped, cases)


def module_files(module, planned):
    """The files of the module made again from the features' planned names (`{feature: (names, kind)}`), with
    its record: each type, and the types it holds, from the first of its features that is planned; `{}` when
    none is."""
    files, types = {}, {}
    for name, holders in remembered_types(module).items():
        holder = next((feature for feature in holders if feature in planned), None)
        if holder is None:
            types[name] = holders
            continue
        names, kind = planned[holder]
        for held in held_by(names.spec, {name}):
            types[held] = tuple(sorted(set(types.get(held, ())) | set(holders)))
            files.update({module_path(path, module): text
                          for path, text in type_files(names, kind, module, only={held}).items()})
    if not files:
        return {}
    files[pathlib.Path(MODELS) / module / "Documentation.docc" / f"{module}.md"] = catalog(module, sorted(types))
    files[pathlib.Path(MODELS) / module / "generated.json"] = record(types)
    return files


def record(types):
    """The module's `generated.json`: each type with the features that hold it."""
    return json.dumps({"types": {name: list(types[name]) for name in sorted(types)}}, indent=2) + "\n"


def document_models(features, made, module):
    """`(features, SharedModels or None)`: on a document's first run (no feature made of it before, no module
    of it), its planned features with the types they share moved into `module`; else the features as they
    are, and `None`."""
    if made or remembered_types(module):
        return features, None
    return shared_models(features, module)


def said(models, made, features, module):
    """The plan's line of the shared types: how many, where, and which features import them; or why the new
    features keep theirs (the document's features were made before the module, or beside it, or `module` is
    another document's, whose title gives the same name)."""
    if models:
        importers = sorted({feature for holders in models.types.values() for feature in holders})
        count = len(models.types)
        return (f"  {count} {'type is' if count == 1 else 'types are'} declared once, in {MODELS}/{models.module}, "
                f"which {len(importers)} features import: {', '.join(importers)}")
    if made and features:
        return ("  the new features declare their own types, as those made of the document before do or beside "
                "its shared models; to declare the types they share once, remove the document's features and "
                "make them again with --all")
    held = remembered_types(module) if features and not made else {}
    if held:
        importers = sorted({feature for holders in held.values() for feature in holders})
        return (f"  the new features declare their own types: {MODELS}/{module} is another document's, whose title "
                f"gives the same name ({', '.join(importers)} import it)")
    return None


def updated_module(module, updates):
    """`{path: text}` of the files of `module` that the features' updates (`Evolution`s) change."""
    planned = {update.feature: (update.names, update.options.source) for update in updates}
    files = written_form(module_files(module, planned))
    return {path: text for path, text in files.items()
            if not (ROOT / path).is_file() or (ROOT / path).read_text(encoding="utf-8") != text}


def left_by(feature, manifest, new_manifest):
    """`(manifest, folders to delete)` once `feature` is removed (`new_manifest` without its line): the shared
    models module it imported goes too when no other feature imports it, its line and its folders."""
    module = models_of(feature, manifest)
    if module is None or f'models: "{module}"' in new_manifest:
        return new_manifest, []
    match = DOCUMENT_MODELS.search(new_manifest)
    lines = [line for line in match.group(1).split("\n") if MODELS_LINE.match(line) and module not in line]
    listed = "\n" + "\n".join(lines) + "\n" if lines else ""
    folders = [f"{MODELS}/{module}", f"Tests/{module}Tests", f"Tests/Mocks/{module}"]
    return (new_manifest[: match.start(1)] + listed + new_manifest[match.end(1):],
            [folder for folder in folders if (ROOT / folder).exists()])
