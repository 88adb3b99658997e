"""The strict build's reading of the compiler's output (`.ci/type_check_times.py`): which body holds an
expression the solver gave up on, and when the gate fails."""

import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
import type_check_times  # noqa: E402

SOURCE = """struct NotesTests {
  func lenientList() async throws {
    struct Lenient: Decodable { let data: [Int] }
    let plain = [1, 2]
    #expect(plain.map { $0 * 2 } == [2, 4])
  }

  func other() {
    let total = 1 + 2
  }
}
"""


def timing(milliseconds, path, line, column, description):
    return f"{milliseconds}ms\t{path}:{line}:{column}\t{description}@{path}:{line}:{column}\n"


class TypeCheckTimesTests(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.path = str(pathlib.Path(folder.name) / "NotesTests.swift")
        pathlib.Path(self.path).write_text(SOURCE, encoding="utf-8")
        self.times = [
            timing("87.50", self.path, 2, 8, "instance method NotesTests.(file).NotesTests.lenientList()"),
            timing("0.02", self.path, 3, 45, "getter NotesTests.(file).NotesTests.lenientList().Lenient.data.getter"),
            timing("12.00", self.path, 8, 8, "instance method NotesTests.(file).NotesTests.other()"),
            timing("87.50", self.path, 2, 8, "instance method NotesTests.(file).NotesTests.lenientList()"),
            "0.01ms\t<invalid loc>\tstatic method NotesTests.(file).Lenient.__derived_struct_equals\n",
        ]

    def test_each_body_once_slowest_first_without_synthesized_ones(self):
        timed = type_check_times.bodies(self.times)
        self.assertEqual([(body.name, body.milliseconds) for body in timed],
                         [("instance method NotesTests.lenientList()", 87.5),
                          ("instance method NotesTests.other()", 12.0),
                          ("getter NotesTests.lenientList().Lenient.data.getter", 0.02)])

    def test_an_expression_in_a_macro_is_placed_where_its_code_originates(self):
        log = ["macro expansion #expect:1:1: error: the compiler is unable to type-check this expression in "
               "reasonable time; try breaking up the expression into distinct sub-expressions\n",
               f"`- {self.path}:5:13: note: expanded code originates here\n",
               f"{self.path}:9:17: error: the compiler is unable to type-check this expression in reasonable time; "
               "try breaking up the expression into distinct sub-expressions\n",
               f"{self.path}:9:17: error: the compiler is unable to type-check this expression in reasonable time; "
               "try breaking up the expression into distinct sub-expressions\n"]
        self.assertEqual(type_check_times.too_complex(log), [(self.path, 5, 13), (self.path, 9, 17)])

    def test_the_enclosing_body_is_the_one_whose_braces_hold_the_line_not_a_nested_type_before_it(self):
        timed = type_check_times.bodies(self.times)
        self.assertEqual(type_check_times.enclosing(timed, self.path, 5).name,
                         "instance method NotesTests.lenientList()")
        self.assertEqual(type_check_times.enclosing(timed, self.path, 9).name, "instance method NotesTests.other()")

    def test_an_expression_over_the_scopes_fails_naming_its_body_and_time(self):
        lines, passed = type_check_times.report(type_check_times.bodies(self.times), [(self.path, 5, 13)],
                                                scopes=40000)
        self.assertFalse(passed)
        self.assertIn("in instance method NotesTests.lenientList()", lines[0])
        self.assertIn("whose body took 88 ms", lines[0])
        self.assertIn("more than 40000 solver scopes", lines[0])

    def test_a_body_over_the_limit_fails_and_one_over_the_report_threshold_is_only_listed(self):
        timed = type_check_times.bodies(self.times)
        lines, passed = type_check_times.report(timed, [], report_ms=50, limit_ms=100)
        self.assertTrue(passed)
        self.assertEqual(lines[1:], [f"        88 ms  instance method NotesTests.lenientList()  {self.path}:2:8"])
        lines, passed = type_check_times.report(timed, [], report_ms=50, limit_ms=80)
        self.assertFalse(passed)
        self.assertTrue(lines[0].startswith("type-check: FAILED: instance method NotesTests.lenientList()"))


if __name__ == "__main__":
    unittest.main()
