"""A name and its number written apart ground and are grounded by the same
name written glued (issue 11, item 1's space joins): fresh7's faithful
``RFC 4627`` for the source's ``[RFC4627]``."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

JSONAPI = "JSON:API requires use of the JSON:API media type ([RFC4627](http://www.ietf.org/rfc/rfc4627.txt))."


@pytest.mark.parametrize("point, source, expected", [
    # The source glues, the card writes apart or with a hyphen.
    ("媒體型別依 RFC 4627 定義", JSONAPI, []),
    ("The media type follows RFC 4627", JSONAPI, []),
    ("媒體型別依 RFC-4627 定義", JSONAPI, []),
    ("日期採用 ISO 8601 格式", "Dates are written in ISO8601 format.", []),
    ("只支援 CentOS 7", "Packages exist for CentOS7 and Debian.", []),
    ("需要 Python 3", "Install it with python3 -m pip install restic-tools.", []),
    # The card glues, the source writes apart (already a join).
    ("媒體型別依 RFC4627 定義", "the media type (RFC 4627)", []),
    ("日期採用 ISO8601 格式", "Dates are written in ISO 8601 format.", []),
    # Another number, or the glued token only inside a longer one, grounds nothing.
    ("媒體型別依 RFC 4628 定義", "JSON text is defined in RFC4627.", ["RFC", "4628"]),
    # (python3.8 names Python, with version 3.8: the name is grounded, 3 is not)
    ("需要 Python 3", "Install it with python3.8 -m pip install restic-tools.", ["3"]),
    ("日期採用 ISO 8601 格式", "Dates follow ISO8601-1 here.", ["ISO", "8601"]),
    ("只支援 CentOS 8", "Packages exist for CentOS7 and Debian.", ["CentOS"]),
])
def test_a_name_and_its_number_written_apart(point, source, expected):
    assert missing(point, source) == expected


# fresh12: ChatGLM-6B's README joins a name the card spaces; attrs'
# pre-commit configuration names Python only as its hooks' python3.8.
CHATGLM = "完整的模型实现可以在 [HuggingFace Hub](https://huggingface.co/THUDM/chatglm-6b) 上查看。"
HOOKS = "- repo: https://github.com/psf/black\n  hooks:\n  - id: black\n    language_version: python3.8\n  - id: flake8\n    language_version: python3.8\n"
KDF = "Verifiers SHALL use an approved one-way key derivation function such as PBKDF2 or Balloon."


@pytest.mark.parametrize("point, source, expected", [
    ("模型可從 Hugging Face Hub 下載", CHATGLM, []),
    ("模型可從 Hugging Face 下載", CHATGLM, []),
    # Only the whole join: Hugging alone, or with another word, is not HuggingFace.
    ("模型可從 Hugging Hub 下載", CHATGLM, ["Hugging"]),
    ("模型可從 Hugging Space 下載", CHATGLM, ["Hugging", "Space"]),
    # A program's name the source writes only glued to its version.
    ("兩個 hook 都指定 Python 版本", HOOKS, []),
    ("兩個 hook 都指定 Ruby 版本", HOOKS, ["Ruby"]),
    # A name in capitals with its figure is one name: PBKDF2 is no PBKDF.
    ("Hash with an approved function like PBKDF", KDF, ["PBKDF"]),
])
def test_a_name_the_source_writes_joined(point, source, expected):
    assert missing(point, source) == expected
