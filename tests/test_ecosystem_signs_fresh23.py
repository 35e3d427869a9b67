"""Names a source implies by the files, manifests and ids of one ecosystem
it writes (compat.md item 193; fresh23's `JavaScript UI library` and `npm
package` for React's changelog, which writes `peerDependencies`, and
fresh11's `Rust HTTP library` for an advisory filed as `RUSTSEC-2021-0079`),
and the project a card's source path names by a folder of other projects'
code (item 197: `vendor/tornado/SECURITY.md`). Each implied name is paired
with one no sign implies, written in the same place, which stays reported.
The sources are written for these tests."""

from __future__ import annotations

import pytest

from anchorlint.lint.grounding import ground
from anchorlint.model.card import parse_card
from anchorlint.model.source import SourceText
from anchorlint.text.implied_names import implied_names
from conftest import points_card
from conftest import ungrounded_point as missing

CHANGELOG = (
    "## 2.1.0\n\n* Removed `peerDependencies` so that React add-ons keep working.\n"
    "* Moved `React.PropTypes` to the prop-types package.\n"
)
ADVISORY = (
    '```toml\n[advisory]\nid = "RUSTSEC-2024-0101"\npackage = "tallyhttp"\n```\n\n'
    "# Integer overflow in `tallyhttp`'s header parser\n"
)
LAYOUT = "The entry point is `src/App.jsx`; the styles live in `src/theme.css`.\n"
CRATE = "Add the crate to `Cargo.toml`, then edit `src/main.rs`.\n"
MODULE = "The module is declared in `go.mod`; the server starts in `cmd/serve/main.go`.\n"
MANIFEST = "The version is read from `package.json` at start-up.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    # A package.json field: the packages it lists are npm's JavaScript packages.
    ("React 是 JavaScript 函式庫，prop-types 是 npm 套件，不支援 Deno", CHANGELOG, ["Deno"]),
    # RustSec files Rust crates only; the registry is not implied.
    ("tallyhttp 是 Rust 的 HTTP 函式庫，發布在 crates.io", ADVISORY, ["crates.io"]),
    # A file name of one language's code; no other language follows.
    ("這個 JavaScript 專案不用 TypeScript", LAYOUT, ["TypeScript"]),
    # A manifest names its ecosystem and its tool.
    ("以 Rust 撰寫、用 Cargo 建置，不用 Bazel", CRATE, ["Bazel"]),
    ("以 Golang 撰寫，不依賴 Docker", MODULE, ["Docker"]),
    # package.json is JavaScript's manifest, but not every package is published.
    ("這個 JavaScript 專案發布在 npm", MANIFEST, ["npm"]),
])
def test_a_name_an_ecosystem_sign_implies(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("point", "source", "expected"), [
    # yarn and pnpm add npm's JavaScript packages.
    ("tally-up 是 JavaScript 的 npm 套件，也有 Bun 版本", "Install it:\n\n    yarn add tally-up\n", ["Bun"]),
    ("tally-up 是 JavaScript 的 npm 套件，也有 Bun 版本", "```sh\npnpm add tally-up\n```\n", ["Bun"]),
    # gem runs Ruby's code; where the gem is published is a claim of its own.
    ("pagecount 是 Ruby 工具，發布在 RubyGems", "```\ngem install pagecount\n```\n", ["RubyGems"]),
    ("pagecount 是 PHP 套件，發布在 Packagist", "- `composer require acme/pagecount`\n", ["Packagist"]),
    # mvn is Maven's command; Java, Kotlin and Scala all build with it.
    ("用 Maven 建置的 Java 專案", "```\nmvn package\n```\n", ["Java"]),
    ("pagecount 是 Python 工具，發布在 PyPI", "```\npoetry add pagecount\n```\n", ["PyPI"]),
])
def test_a_name_a_package_command_implies(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("source", [
    "Settings are read from `config.json` and `app.jsonc`.\n",  # JSON, not JavaScript
    "Compiled files end up in `cache.pyc`; logs in `run.rsx`.\n",  # longer extensions
    "Mirrored at https://mirror.example.rs/releases/ daily.\n",  # a host in Serbia's domain
    "A `.py` extension alone names no file.\n",
    "We dropped the dependencies on the old parser.\n",  # no manifest field
    "Filed as CVE-2024-0101 and GHSA-5h46-h7hh-c6x9.\n",  # ids of every ecosystem
    "Then go.\n",
])
def test_what_implies_no_ecosystem(source):
    assert implied_names(source) == frozenset()


def test_signs_and_their_names():
    assert implied_names(CHANGELOG) == {"javascript", "npm"}
    assert implied_names(ADVISORY) == {"rust"}
    assert implied_names(MANIFEST) == {"javascript"}
    assert implied_names(MODULE) == {"go", "golang"}
    # A file name shows no code: the language's values are not implied.
    assert implied_names(LAYOUT) == {"javascript"}


def _ungrounded(point: str, source_name: str) -> list[str]:
    text = points_card(point, title="Tornado 安全政策")
    source = SourceText("Only the latest version gets patch releases.", name=source_name)
    return ground(parse_card(text), source).ungrounded


@pytest.mark.parametrize(("source_name", "expected"), [
    # A folder of other projects' code holds a project's own folder.
    ("vendor/tornado/SECURITY.md", ["Python"]),
    ("third_party/tornado/SECURITY.md", ["Python"]),
    ("lib/python3.12/site-packages/tornado/SECURITY.md", ["Python"]),
    # Any other folder is only where the repository keeps the document.
    ("docs/tornado/SECURITY.md", ["Tornado", "Tornado", "Python"]),
    # A container's own name, or a file right in it, names no project.
    ("vendor/SECURITY.md", ["Tornado", "Tornado", "Python"]),
])
def test_a_project_folder_names_the_project(source_name, expected):
    assert _ungrounded("Tornado 是 Python 網頁框架，只修補最新版本", source_name) == expected


def test_a_scoped_package_folder():
    text = points_card("Babel 的 core 套件只支援最新版本", title="說明")
    source = SourceText("Only the latest version gets patch releases.", name="node_modules/@babel/core/SECURITY.md")
    assert ground(parse_card(text), source).ungrounded == []
    # A file right in the scope's folder is the scope's: no package named.
    other = SourceText("Only the latest version gets patch releases.", name="node_modules/@babel/SECURITY.md")
    assert ground(parse_card(text), other).ungrounded == ["core"]


def test_the_cards_own_source_path_names_the_project():
    # The card's frontmatter source_path is card text: no loader needed.
    text = points_card("Tornado 只修補最新版本", title="安全政策").replace(
        "gloss: 測試\n", "gloss: 測試\nsource_path: ../vendor/tornado/SECURITY.md\n")
    assert ground(parse_card(text), SourceText("Only the latest version.")).ungrounded == []
