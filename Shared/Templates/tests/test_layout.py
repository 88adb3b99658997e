"""The generator's layout stays one a maintainer can read: a package of stages, no module over 700 lines.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import pathlib
import unittest

TEMPLATES = pathlib.Path(__file__).resolve().parent.parent
LIMIT = 700


class LayoutTests(unittest.TestCase):
    def test_no_python_module_of_the_generator_is_over_700_lines(self):
        modules = sorted(path for path in TEMPLATES.rglob("*.py") if "tests" not in path.relative_to(TEMPLATES).parts)
        self.assertGreater(len(modules), 10, "the generator's modules were not found")
        longer = {str(path.relative_to(TEMPLATES)): count for path in modules
                  if (count := len(path.read_text(encoding="utf-8").splitlines())) > LIMIT}
        self.assertEqual(longer, {}, f"split these modules below {LIMIT} lines")

    def test_the_engine_lives_in_the_generator_package_alone(self):
        self.assertEqual(sorted(path.name for path in TEMPLATES.glob("*.py")), [])


if __name__ == "__main__":
    unittest.main()
