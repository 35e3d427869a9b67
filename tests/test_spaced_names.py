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
    ("需要 Python 3", "Install it with python3.8 -m pip install restic-tools.", ["Python", "3"]),
    ("日期採用 ISO 8601 格式", "Dates follow ISO8601-1 here.", ["ISO", "8601"]),
    ("只支援 CentOS 8", "Packages exist for CentOS7 and Debian.", ["CentOS"]),
])
def test_a_name_and_its_number_written_apart(point, source, expected):
    assert missing(point, source) == expected
