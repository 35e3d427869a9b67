"""The rendered outputs of the incident fixtures, compared byte for byte
with the committed files in tests/golden/. A reporter change shows up here
as a diff to review; after reviewing it, regenerate with
``ANCHORLINT_UPDATE_GOLDEN=1 python -m pytest tests/test_golden.py``.

The JSON report's ``unicode_version`` depends on the Python running the
tests, so it is replaced by ``<unicode_version>`` before comparing."""

from __future__ import annotations

import os
import re

import pytest

from conftest import PROJECT

GOLDEN = PROJECT / "tests" / "golden"
TARGET = "fixtures/incident-2026-08-16/"
OUTPUTS = {
    "incident.text": ("--format", "text"),
    "incident.zh-TW.text": ("--format", "text", "--lang", "zh-TW"),
    "incident.json": ("--format", "json"),
    "incident.github": ("--format", "github"),
    "incident.strict.github": ("--format", "github", "--strict"),
    "incident.compat.json": ("--format", "json", "--compat"),
}


def _stable(text: str) -> str:
    return re.sub(r'"unicode_version":"[^"]*"', '"unicode_version":"<unicode_version>"', text)


@pytest.mark.parametrize("name", OUTPUTS)
def test_rendered_output_is_the_golden_file(cli, name):
    result = cli(TARGET, *OUTPUTS[name], cwd=PROJECT, env={"NO_COLOR": "1"})
    got = f"exit {result.code}\n" + _stable(result.out)
    path = GOLDEN / name
    if os.environ.get("ANCHORLINT_UPDATE_GOLDEN"):
        path.write_bytes(got.encode("utf-8"))
    assert got.encode("utf-8") == path.read_bytes()
