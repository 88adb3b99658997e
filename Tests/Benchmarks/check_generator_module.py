"""`.ci/check-generator` as a module, for the benchmarks that build CI's generated tree: its list of features,
the functions that copy the checkout and generate them, and its `run`, which prints what failed and stops."""

import importlib.machinery
import importlib.util
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent


def load():
    """The module, loaded from the checkout this file is in."""
    loader = importlib.machinery.SourceFileLoader("check_generator", str(ROOT / ".ci" / "check-generator"))
    spec = importlib.util.spec_from_loader("check_generator", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module
