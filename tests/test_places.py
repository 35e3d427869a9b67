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
