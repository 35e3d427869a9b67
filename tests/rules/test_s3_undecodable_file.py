"""S3 undecodable-file: the examples of its docstring.

More tests of S3: tests/hostile/test_matrix.py, tests/hostile/test_permissions.py.
"""

from __future__ import annotations

from anchorlint.rules import s3_undecodable_file as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
