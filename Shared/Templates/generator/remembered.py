"""What a generated feature remembers, Features/<F>/generated.json, and `--show`, which reads it back."""

import json
import pathlib
import re
import tempfile

from .errors import Refusal
from .options import parse
from .paths import DEFAULT_FIELDS, HAND_WRITTEN, ROOT, SPEC_FILE
from .readers.choices import modelled, read_sample

def remembered(options, names):
    """`Features/<F>/generated.json`: what the feature was made from, as the arguments that make it again
    (the entity and the path spelled out) and the sample, when there was one, as it was given."""
    kind = options.source
    arguments = ["--source", kind] + (["--cache", names.cache] if kind == "cached" else [])
    arguments += ["--entity", names.entity, "--path", names.path]
    fields = options.fields if options.fields is not None or options.from_json is not None else DEFAULT_FIELDS
    for flag, value in [("--fields", fields), ("--items", options.items), ("--id", options.id),
                        ("--display", options.display), ("--auth", options.auth), ("--pages", options.pages),
                        ("--skip-keys", options.skip_keys)]:
        if value is not None:
            arguments += [flag, value]
    if options.read_only:
        arguments.append("--read-only")
    spec = {"feature": options.feature, "arguments": arguments}
    if options.from_json is not None:
        spec["sample"] = json.loads(read_sample(options.from_json) if options.from_json != "-" else json.dumps(
            names.spec.envelope_document if names.spec.envelope else names.spec.sample))
    return json.dumps(spec, indent=2, ensure_ascii=False) + "\n"


def show(feature):
    """Prints what `feature` was made from: the command that makes it again and its model."""
    remembered_spec, arguments = read_remembered(feature)
    command = " ".join(shell_word(argument) for argument in ["./generate.sh", feature, *arguments])
    with tempfile.TemporaryDirectory(prefix="generate-show-") as folder:
        if "sample" in remembered_spec:
            sample = pathlib.Path(folder) / "sample.json"
            sample.write_text(json.dumps(remembered_spec["sample"], ensure_ascii=False), encoding="utf-8")
            arguments += ["--from-json", str(sample)]
            command += f" --from-json <the sample kept in Features/{feature}/{SPEC_FILE}>"
        options = parse([feature, *arguments])
        names = modelled(options, options.entity)
    print(f"{feature}: made with {command}")
    for line in names.spec.describe():
        print(f"  {line}")
    for step in remembered_spec.get("schema", {}).get("migrations", []):
        print(f"  table migration {step['version']} {step['change']} (kept in {SPEC_FILE}; the command alone "
              "makes a new table)")
    return 0


def read_remembered(feature):
    """`(the remembered spec, its arguments)` of `feature`; `Refusal` saying why when it has none."""
    path = ROOT / "Features" / feature / SPEC_FILE
    if not path.is_file():
        origin = ("is hand-written" if feature in HAND_WRITTEN else
                  "is not a feature here" if not (ROOT / "Features" / feature).is_dir() else
                  "was not made by this generate.sh")
        raise Refusal(f"{feature} has no remembered spec (Features/{feature}/{SPEC_FILE}): it {origin}")
    try:
        remembered_spec = json.loads(path.read_text(encoding="utf-8"))
        return remembered_spec, [str(argument) for argument in remembered_spec["arguments"]]
    except (ValueError, KeyError, TypeError) as error:
        raise Refusal(f"Features/{feature}/{SPEC_FILE} is not a spec generate.sh wrote: {error}") from None


def shell_word(text):
    """`text` as a shell reads it back: quoted when it holds anything but plain characters."""
    return text if re.fullmatch(r"[A-Za-z0-9_./:=,+-]+", text) else "'" + text.replace("'", "'\\''") + "'"
