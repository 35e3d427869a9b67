"""A numbered place the card points at (``第 7 行``, ``第 2 步``, ``第 4 次``,
``line 4``, ``step 3``) is an anchor though its number is a single digit;
a step is grounded by a numbered procedure of the source that has it
(fresh6's FastAPI tutorial and APISIX limit-count)."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

TUTORIAL = """# First Steps

## Recap, step by step

### 1. Import `FastAPI`

`FastAPI` is a Python class that provides all the functionality for your API.

### 2. Create a `FastAPI` "instance"

Here the `app` variable will be an "instance" of the class `FastAPI`.

### 3. Define a *path operation decorator*

The `@app.get("/")` tells FastAPI that the function right below is in charge of handling requests.

### Step 4 - Define the **path operation function**

This is our "**path operation function**".

### Step 5 - Return the content
"""
DECORATOR = "```Python\n@app.get(\"/\")\nasync def root():\n```\nThe decorator is on line 6 of the example."
RETRIES = "当请求连续失败 3 次时，熔断 2 秒。"


@pytest.mark.parametrize("point, source, expected", [
    # A step of the numbered procedure: grounded, up to its last step.
    ("第 2 步建立實例", TUTORIAL, []),
    ("第 5 步回傳內容", TUTORIAL, []),
    ("In step 3 the decorator is declared", TUTORIAL, []),
    ("第 6 步部署", TUTORIAL, ["6"]),
    # Without a numbered procedure a step is the source's number or nothing.
    ("第 2 步建立實例", "Create an instance, then declare the decorator.", ["2"]),
    # A line, a time, a page: the source's number only.
    ("裝飾器在第 6 行", DECORATOR, []),
    ("裝飾器在第 7 行", DECORATOR, ["7"]),
    ("The decorator is on line 7", DECORATOR, ["7"]),
    ("第 3 次失敗後熔斷", RETRIES, []),
    ("第 4 次失敗後熔斷", RETRIES, ["4"]),
    # Not a place: an ordinal of nothing numbered, a count after 第 … 個.
    ("第 4 位維護者", RETRIES, []),
])
def test_a_numbered_place_is_an_anchor(point, source, expected):
    assert missing(point, source) == expected


# A policy page whose sections are numbered headings (fresh12's Federal
# Source Code Policy), an RFC's plain-text section titles, a manual's
# underlined ones.
POLICY = """# Federal Source Code Policy

## 5. Federally Funded Custom Code as Open Source Software

Releasing custom code as OSS enables peer review and reuse.

### 5.1 Pilot Program

Each covered agency shall release at least 20 percent of new custom code.

## 6. Exceptions

1. Release is restricted by law.
2. Release would create a risk to national security.
3. Release would compromise privacy.
"""
RFC = """5.  Date and Time format

   This section discusses desirable qualities of date and time formats.

5.6.  Internet Date/Time Format

   The following profile of ISO 8601 dates SHOULD be used.
"""
MANUAL = """1. Overview
===========

A tool that lists files.

2. Options
----------

`--long` shows one file per line.
"""


@pytest.mark.parametrize("point, source, expected", [
    # The section a numbered heading labels grounds Section N, §N, 第 N 節.
    ("Section 5 argues that releasing code eases reuse", POLICY, []),
    ("§5 設立試辦計畫", POLICY, []),
    ("第 5 節主張開放原始碼", POLICY, []),
    ("第 6 章列出例外", POLICY, []),
    ("Section 5.1 sets up a pilot program", POLICY, []),
    ("subject to the exceptions of Section 6", POLICY + "\nSection\n", []),
    ("Section 7 argues that releasing code eases reuse", POLICY, ["7"]),
    ("§4 sets up a pilot program", POLICY, ["4"]),
    # Nor a count: a heading's number counts nothing.
    ("five exceptions to release", POLICY, ["five"]),
    # An RFC's section title (two spaces after its number); an underlined one.
    ("Section 5 of RFC 3339 discusses formats", RFC + "\nRFC 3339\n", []),
    ("Section 4 of RFC 3339 discusses formats", RFC + "\nRFC 3339\n", ["4"]),
    ("第 2 章列出選項", MANUAL, []),
    ("第 3 章列出選項", MANUAL, ["3"]),
])
def test_a_numbered_section_grounds_the_section_the_card_points_at(point, source, expected):
    assert missing(point, source) == expected
