"""S3 undecodable-file: the examples of its docstring.

More tests of S3: tests/hostile/test_matrix.py, tests/hostile/test_permissions.py.
"""

from __future__ import annotations

import pytest

from anchorlint.rules import s3_undecodable_file as rule
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected
