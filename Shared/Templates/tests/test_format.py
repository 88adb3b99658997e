"""Unit tests of the wrapping of long lines: swift-format wraps a text once, and a text it wrapped before is
written from the cache in `.build`.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import pathlib
import sys
import tempfile
import unittest
from unittest import mock

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from generator.paths import LINE_LENGTH  # noqa: E402
from generator.write import format as wrapping  # noqa: E402

LONG = "let sum = " + " + ".join(f'"{index:02d}-abcdefghijklmnop"' for index in range(8)) + "\n"


class WrappedFormTests(unittest.TestCase):
    def test_a_text_wrapped_before_is_written_from_the_cache_without_starting_swift_format(self):
        with tempfile.TemporaryDirectory() as folder, \
                mock.patch.object(wrapping, "CACHE", pathlib.Path(folder) / "cache"):
            first, second = pathlib.Path(folder) / "First.swift", pathlib.Path(folder) / "Second.swift"
            first.write_text(LONG, encoding="utf-8")
            second.write_text(LONG, encoding="utf-8")

            wrapping.wrap_long_lines([first])
            with mock.patch.object(wrapping, "run", side_effect=AssertionError("swift format started")):
                wrapping.wrap_long_lines([second])

            self.assertGreater(len(LONG), LINE_LENGTH)
            self.assertNotEqual(first.read_text(encoding="utf-8"), LONG)
            self.assertTrue(all(len(line) <= LINE_LENGTH for line in first.read_text(encoding="utf-8").split("\n")))
            self.assertEqual(second.read_text(encoding="utf-8"), first.read_text(encoding="utf-8"))

    def test_another_text_starts_swift_format(self):
        with tempfile.TemporaryDirectory() as folder, \
                mock.patch.object(wrapping, "CACHE", pathlib.Path(folder) / "cache"):
            path = pathlib.Path(folder) / "Other.swift"
            path.write_text(LONG.replace("sum", "total"), encoding="utf-8")

            with mock.patch.object(wrapping, "run", wraps=wrapping.run) as started:
                wrapping.wrap_long_lines([path])

            self.assertEqual([call.args[0][:3] for call in started.call_args_list if "--in-place" in call.args[0]],
                             [["swift", "format", "format"]])


if __name__ == "__main__":
    unittest.main()
