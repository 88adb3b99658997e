"""The contract check of features made from a document (issue 85), run by `.ci/check-generator` on its tree.

The loopback server's document mode (Tests/Mocks/Server/contract.py) holds every request of a feature's
integration tests to the document the feature was made from, with openapi-core from PyPI. This module makes a
virtual environment that has it (`.build/contract-venv`, kept between runs), proves that the server refuses
what a document refuses and allows what it allows, and runs the named features' integration suites with that
Python first on `PATH` and `LOOPBACK_CONTRACT=required`: a request the document refuses fails its test, and
a request the server could not check fails too.
"""

import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
VENV = ROOT / ".build" / "contract-venv"
SERVER = ROOT / "Tests" / "Mocks" / "Server" / "loopback_server.py"
# What the self-check's server is held to: one list that requires a query parameter, a create whose answer
# must hold a `text` the server's stored value lacks, an upload of a file beside a number, as a multipart form,
# and a download of a PDF.
NOTE = {"type": "object", "required": ["id", "text"], "properties": {"id": {"type": "integer"}, "text": {"type": "string"}}}
UPLOAD = {"type": "object", "required": ["size", "file"], "properties": {
    "size": {"type": "integer"}, "file": {"type": "string", "format": "binary"}}}
UPLOADED = {"type": "object", "required": ["id", "size"], "properties": {
    "id": {"type": "integer"}, "size": {"type": "integer"}}}
# A multipart form as Networking writes one: a number's text part, then a file part.
MULTIPART = (b'--B\r\nContent-Disposition: form-data; name="size"\r\n\r\n3\r\n--B\r\nContent-Disposition: form-data; '
             b'name="file"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n\x00\x01\xff\r\n--B--\r\n')
PROBE = {"openapi": "3.0.3", "info": {"title": "probe", "version": "1"}, "paths": {"/items": {"get": {
    "parameters": [{"name": "workspace", "in": "query", "required": True, "schema": {"type": "string"}}],
    "responses": {"200": {"description": "the items"}}}}, "/notes": {"post": {
        "requestBody": {"content": {"application/json": {"schema": {"type": "object"}}}},
        "responses": {"201": {"description": "the note", "content": {"application/json": {"schema": NOTE}}}}}},
    "/uploads": {"post": {"requestBody": {"required": True, "content": {"multipart/form-data": {"schema": UPLOAD}}},
                          "responses": {"201": {"description": "the upload", "content": {"application/json": {
                              "schema": UPLOADED}}}}}},
    "/files/{file_id}/content": {"get": {"parameters": [
        {"name": "file_id", "in": "path", "required": True, "schema": {"type": "integer"}}],
        "responses": {"200": {"description": "the file", "content": {"application/pdf": {"schema": {
            "type": "string", "format": "binary"}}}}}}}}}


class ContractFailed(Exception):
    """The check failed; the message says what."""


def validator():
    """The `bin` folder of a virtual environment with openapi-core, made (and the package installed) the first
    time; `ContractFailed` when pip cannot install it."""
    python = VENV / "bin" / "python3"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True, capture_output=True)
    probe = subprocess.run([str(python), "-c", "import openapi_core"], capture_output=True)
    if probe.returncode != 0:
        installed = subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                                    "openapi-core"], capture_output=True, text=True)
        if installed.returncode != 0:
            raise ContractFailed(f"pip could not install openapi-core: {installed.stderr.strip()[-600:]}")
    version = subprocess.run([str(python), "-c", "import openapi_core; print(openapi_core.__version__)"],
                             capture_output=True, text=True, check=True).stdout.strip()
    return VENV / "bin", version


def answer(port, path, body=None):
    """The status and JSON of `GET path` at the server on `port`, or of `POST path` with the JSON `body` (bytes:
    the multipart form `MULTIPART`)."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}")
    if isinstance(body, bytes):
        request = urllib.request.Request(request.full_url, data=body, method="POST",
                                         headers={"Content-Type": "multipart/form-data; boundary=B"})
    elif body is not None:
        request = urllib.request.Request(request.full_url, data=json.dumps(body).encode(), method="POST",
                                         headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            body = response.read()
            return response.status, body if response.headers.get("Content-Type") != "application/json" \
                else json.loads(body)
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def self_check(python, required):
    """Starts the loopback server with `python` over a fixture of `PROBE`, and returns what its document mode
    answered: a request without the required parameter, one with it, a create whose answer the document does not
    allow, a multipart upload it allows, a download in the media type it gives and one in another, and the port's
    report."""
    with tempfile.TemporaryDirectory(prefix="contract-probe-") as fixtures:
        (pathlib.Path(fixtures) / "probe-contract.json").write_text(json.dumps(PROBE), encoding="utf-8")
        # The same in OpenAPI 3.1, whose JSON Schema takes a file's part as a string alone.
        (pathlib.Path(fixtures) / "probe31-contract.json").write_text(json.dumps({**PROBE, "openapi": "3.1.0"}),
                                                                      encoding="utf-8")
        (pathlib.Path(fixtures) / "files.json").write_text(json.dumps([{"id": 1}]), encoding="utf-8")
        env = dict(os.environ, LOOPBACK_CONTRACT="required" if required else "")
        server = subprocess.Popen([str(python), str(SERVER), "--fixtures", fixtures], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        try:
            first = server.stdout.readline().split()
            if first[:1] != ["PORT"]:
                raise ContractFailed(f"the loopback server did not start: {server.stderr.read()[-600:]}")
            port = int(first[1])
            query = "contract=probe-contract&resource=/items"
            refused = answer(port, f"/api/items?{query}")
            allowed = answer(port, f"/api/items?{query}&workspace=w-1")
            untrue = answer(port, "/api/notes?contract=probe-contract&resource=/notes", body={})
            uploaded = [answer(port, f"/api/uploads?contract={name}&resource=/uploads", body=MULTIPART)
                        for name in ("probe-contract", "probe31-contract")]
            downloaded = [answer(port, f"/api/files/1/content?contract=probe-contract&resource=/files&files=content:"
                                       f"{media}") for media in ("application/pdf", "image/png")]
            return refused, allowed, untrue, uploaded, downloaded, answer(port, "/control/contract")[1]
        finally:
            server.stdin.close()
            server.wait(timeout=10)


def prove_server(bin_folder):
    """`ContractFailed` unless the server with the validator refuses the request the probe document refuses
    (saying why) and allows the one it allows, and the server without it refuses both when the check is
    required. Returns what it proved, in lines."""
    (refused, allowed, untrue, uploaded, downloaded, report) = self_check(bin_folder / "python3", True)
    if refused[0] != 400 or "workspace" not in refused[1].get("error", ""):
        raise ContractFailed(f"the server allowed a request its document refuses: {refused}")
    if allowed[0] != 200:
        raise ContractFailed(f"the server refused a request its document allows: {allowed}")
    if untrue[0] != 500 or "the answer to POST /api/notes (201)" not in untrue[1].get("error", "") \
            or "at the top: 'text' is a required property" not in untrue[1].get("error", ""):
        raise ContractFailed(f"the server gave an answer its document does not allow: {untrue}")
    if any(status != 201 or value.get("size") != 3 or "file" in value for status, value in uploaded):
        raise ContractFailed(f"the server did not take a multipart upload its document allows (OpenAPI 3.0 and "
                             f"3.1), its number typed and its file left out of the value: {uploaded}")
    if downloaded[0] != (200, b"content of 1") or downloaded[1][0] != 500 \
            or "mimetype not found: image/png" not in downloaded[1][1].get("error", ""):
        raise ContractFailed(f"the server did not answer a file in the media type its document gives, and refuse "
                             f"one in another: {downloaded}")
    if report.get("checked") != 6 or len(report.get("refused", [])) != 3:
        raise ContractFailed(f"the server's report is not six requests checked, one refused and two answers "
                             f"refused: {report}")
    said = [f"a request without the required parameter was refused: {refused[1]['error']}",
            "the same request with it was allowed, and the report counts each",
            f"an answer the document does not allow was replaced: {untrue[1]['error'][:160]}",
            "a multipart upload the document allows was taken, its number read as one and its file left out, "
            "by an OpenAPI 3.0 document and a 3.1 one",
            "a download was answered as the PDF its document gives, and one answered as a PNG was replaced"]
    plain = subprocess.run([sys.executable, "-c", "import openapi_core"], capture_output=True)
    if plain.returncode != 0:  # this machine's own Python has no validator: a required check must not pass
        unchecked, *_ = self_check(pathlib.Path(sys.executable), True)
        if unchecked[0] != 500:
            raise ContractFailed(f"a server with no validator served a required check: {unchecked}")
        said.append("a server with no validator answered 500 to a required check, never a pass")
    return said


def check_features(repo, features, bin_folder, run):
    """Runs the integration suites of `features` in `repo` (built) with the validator's Python first on `PATH`
    and the check required, through `run(command, cwd, env=…)`; returns how many tests passed."""
    suites = "|".join(features)
    env = {"PATH": f"{bin_folder}{os.pathsep}{os.environ.get('PATH', '')}", "LOOPBACK_CONTRACT": "required"}
    output = run(["swift", "test", "--skip-build", "--filter", f"^({suites})Tests\\.({suites})IntegrationTests"],
                 repo, env=env).stdout
    counts = [int(found) for found in re.findall(r"Test run with (\d+) tests? .* passed", output)]
    if not counts or counts[-1] == 0:
        raise ContractFailed("the document-mode run passed no test")
    return counts[-1]
