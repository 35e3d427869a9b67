"""Forms of a source's names and figures that a faithful summary of a real
document uses and H7 once reported (issue 11, evaluation/fresh17's false
alarms; docs/compat.md items 143 and 144): each beside the invention that
must stay reported. The sources are short excerpts written for the tests in
the manner of the set's documents."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# A project's contributing notes: pull requests named only in the plural.
RELEASES = (
    "## Releases\n\n"
    "Each release is published on GitHub Releases with the list of merged PRs.\n"
    "Ask on the VMs channel before you start.\n"
)


# An acronym written only in the plural grounds its singular, in capitals.
@pytest.mark.parametrize(("point", "expected"), [
    ("每個版本的發布說明列出包含的 PR", []),
    ("每個版本的發布說明列出包含的 PRs", []),
    ("Each release lists every merged PR", []),
    ("每個版本的發布說明列出包含的 MR", ["MR"]),
    ("Each release lists every merged MR", ["MR"]),
])
def test_an_acronym_the_source_writes_in_the_plural_grounds_its_singular(point, expected):
    assert missing(point, RELEASES) == expected


# A small package's header comment and its licence line.
LICENSED = (
    "/*!\n * is-number <https://github.com/jonschlinkert/is-number>\n *\n"
    " * Copyright (c) 2014-present, Jon Schlinkert.\n"
    " * Released under the MIT License.\n */\n\n"
    "Runs on the JVM and in any Vim setup; its results are JSON, cached in Redis.\n"
)


# A name with an ending that makes an adjective of it is the name's.
@pytest.mark.parametrize(("point", "expected"), [
    ("is-number: a tiny MIT-licensed function that returns true for numbers", []),
    ("is-number: a tiny JVM-based function", []),
    ("Keys are bound Vim-style", []),
    ("is-number: a tiny GPL-licensed function", ["GPL-licensed"]),
    ("is-number: a tiny Rust-based function", ["Rust-based"]),
    ("is-number: a tiny MIT-flavoured function", ["MIT-flavoured"]),
    ("Results are JSON-encoded and Redis-backed", []),
    ("Results are YAML-encoded and Memcached-backed", ["YAML-encoded", "Memcached-backed"]),
])
def test_an_adjective_coined_from_a_source_name_is_grounded_by_the_name(point, expected):
    assert missing(point, LICENSED) == expected


# A runtime specification's root object: its fields, then the JSON.
ROOT_OBJECT = (
    "Each container has exactly one *root filesystem*, specified in the *root* object:\n\n"
    "* **`path`** (string, required) Specifies the path to the root filesystem.\n"
    "* **`readonly`** (bool, optional) If true the root filesystem is read-only.\n\n"
    "### Example\n\n"
    "```json\n"
    '"root": {\n    "path": "rootfs",\n    "readonly": true\n},\n'
    '"process": {"cwd": "/", "user": {"uid": 1}}\n'
    "```\n\n"
    "```yaml\n"
    "spec:\n  replicas: 3\n  template:\n    metadata:\n      name: web\n"
    "```\n"
)


# A dotted path of keys is the source's when its configuration nests them,
# each inside the object of the one before.
@pytest.mark.parametrize(("point", "expected"), [
    ("root.path 必填，root.readonly 可有可無", []),
    ("process.user.uid 是使用者編號", []),
    ("spec.replicas 與 spec.template.metadata 都寫在 YAML 裡", []),
    ("root.size 指定大小", ["root.size"]),
    ("process.uid 是使用者編號", ["process.uid"]),
    ("spec.metadata 寫在 YAML 裡", ["spec.metadata"]),
])
def test_a_dotted_key_path_the_source_nests_is_grounded(point, expected):
    assert missing(point, ROOT_OBJECT) == expected


# A README that writes links and says it fetches over HTTP, and one that
# writes no link at all.
LINKED = "Glow reads a file, stdin, or fetches markdown from HTTP: `glow https://host.tld/file.md`.\n"
UNLINKED = "Glow reads a file or stdin and renders it in the terminal.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("Glow reads a file, stdin or an HTTP URL", LINKED, []),
    ("Glow renders files, stdin and URLs", LINKED, []),
    ("Glow reads a file, stdin or a URL", UNLINKED, ["URL"]),
])
def test_url_is_grounded_by_a_link_the_source_writes(point, source, expected):
    assert missing(point, source) == expected


# An OCI configuration's tmpfs mount: a size with a k suffix, KiB.
MOUNT = (
    "```json\n"
    '{"destination": "/tmp", "type": "tmpfs",\n'
    ' "options": ["nosuid","strictatime","mode=755","size=65536k"]}\n'
    "```\n"
)


# A size given to an option with a one-letter suffix is KiB, MiB or GiB.
@pytest.mark.parametrize(("point", "expected"), [
    ("/tmp 掛成 tmpfs，size=65536k（64 MB）", []),
    ("/tmp 掛成 tmpfs，大小 64 MiB", []),
    ("/tmp 掛成 tmpfs，大小 65536 KB", []),
    ("/tmp 掛成 tmpfs，大小 32 MB", ["32"]),
])
def test_an_option_size_with_a_suffix_converts(point, expected):
    assert missing(point, MOUNT) == expected


# A README whose code block installs through fourteen package managers.
INSTALLS = "## Installation\n\nUse a package manager:\n\n```bash\nbrew install glow\nport install glow\n```\n"


# "about a dozen" is a count the writer did not make: no figure twelve.
@pytest.mark.parametrize(("point", "expected"), [
    ("The README covers installation through about a dozen package managers", []),
    ("The README covers installation through roughly a dozen package managers", []),
    ("The README covers installation through a dozen package managers", ["dozen"]),
])
def test_about_a_dozen_is_vague(point, expected):
    assert missing(point, INSTALLS) == expected


# A README's platform notes: a standard, a device, a version.
PLATFORMS = "Runs on POSIX systems with one or more GPU. Version 2.0 changed the API.\n"


# A prefix before a source's name or version coins a word of the source's.
@pytest.mark.parametrize(("point", "expected"), [
    ("Non-POSIX systems and multi-GPU training are not covered", []),
    ("pre-2.0 releases used another API", []),
    ("multi-TPU training is not covered", ["multi-TPU"]),
    ("pre-3.0 releases used another API", ["pre-3.0"]),
])
def test_a_prefix_before_a_source_name_or_version_is_the_sources(point, expected):
    assert missing(point, PLATFORMS) == expected


# A service's run notes: a JVM heap flag and Go-style durations.
RUN_NOTES = "Start it with `java -Xmx4g -jar app.jar`.\n\n```yaml\ntimeout: 1m30s\nwindow: 2h30m\n```\n"


# A size glued to a JVM memory flag, and a duration written in parts.
@pytest.mark.parametrize(("point", "expected"), [
    ("The heap is 4 GB", []),
    ("逾時 90 秒，視窗 2.5 小時", []),
    ("The window is 150 minutes", []),
    ("The heap is 8 GB", ["8"]),
    ("逾時 100 秒", ["100"]),
])
def test_a_jvm_flag_size_and_a_duration_in_parts_convert(point, expected):
    assert missing(point, RUN_NOTES) == expected


# A report's shares, once in words and once as percents.
SHARES = "One third of requests fail and a quarter of runs retry.\n\nAbout 20% of users leave.\n"


# A fraction in words is a percent, rounded only when hedged, and the other way.
@pytest.mark.parametrize(("point", "expected"), [
    ("約 33% 的請求失敗，25% 的執行會重試", []),
    ("五分之一的使用者離開", []),
    ("33% 的請求失敗", ["33%"]),
    ("約 40% 的請求失敗", ["40%"]),
    ("四分之三的使用者離開", ["四分之三"]),
])
def test_a_fraction_in_words_and_a_percent_are_one_share(point, expected):
    assert missing(point, SHARES) == expected
