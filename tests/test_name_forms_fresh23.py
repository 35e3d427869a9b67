"""Forms of a name that a faithful card writes and H7 once reported
(issue 11, evaluation/fresh23's false alarms F1, F4, F7): a kind of
software between a product's name and its version, the stem that sibling
keys of one line share, a lower-case short name spelled out beside it.
Each beside the invention that must stay reported. The sources are
excerpts of the set's documents, shortened."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# Dapr's support policy: the SDK versions tested with each runtime, in a
# table whose column is headed "SDKs" (the row also has a CLI column).
DAPR_TABLE = (
    "## Supported versions\n\n"
    "| Release date | Runtime | CLI | SDKs | Status |\n|---|---|---|---|---|\n"
    "| Feb 17th 2021 | 1.0.0 | 1.0.0 | Java 1.0.0 </br>Go 1.0.0 | Supported |\n"
    "| Mar 4th 2021 | 1.0.1 | 1.0.1 | Java 1.0.2 </br>Go 1.0.0 | Supported |\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("1.0.1 shipped with Java SDK 1.0.2", []),
    ("1.0.1 shipped with Java 1.0.2", []),
    ("1.0.1 shipped with Java SDK 1.0.3", ["1.0.3"]),  # no such version
    ("1.0.1 shipped with Go SDK 1.0.2", ["1.0.2"]),  # Java's version, not Go's
    ("1.0.1 shipped with Java CLI 1.0.2", ["1.0.2"]),  # filed under SDKs, not under the CLI column
])
def test_a_kind_of_software_the_source_files_the_version_under(point, expected):
    assert missing(point, DAPR_TABLE) == expected


@pytest.mark.parametrize(("source", "expected"), [
    (DAPR_TABLE.replace("SDKs", "Clients"), ["SDK", "1.0.2"]),  # the source never gives the kind
    ("# Notes\n\n## SDK releases\n\nThis month Java 1.0.2 came out.\n", []),  # under a heading
    ("# Notes\n\n## Releases\n\nThis month Java 1.0.2 came out.\n", ["SDK", "1.0.2"]),
    ("Java 1.0.2 came out as the SDK of runtime 1.0.1.\n", []),  # on the same line
    ("Java 1.0.2 came out.\n\nThe SDK of runtime 1.0.1 is ready.\n", ["1.0.2"]),  # another line
])
def test_the_kind_must_be_given_where_the_version_is(source, expected):
    assert missing("Java SDK 1.0.2 came out", source) == expected


# ncnn's benchmark output: a GPU's feature flags, keys sharing a stem.
NCNN_GPU = (
    "```\n[0 Quadro RTX 8000]  fp16p=1  fp16s=1  fp16a=1  int8s=1  int8a=1\n"
    "[0 Quadro RTX 8000]  subgroup=32  basic=1  vote=1\n```\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("The GPU run reports fp16 and int8 support", []),
    ("The GPU run reports fp32 support", ["fp32"]),
    ("The GPU run reports bf16 and int8 support", ["bf16"]),
])
def test_the_stem_of_sibling_keys(point, expected):
    assert missing(point, NCNN_GPU) == expected


@pytest.mark.parametrize("source", [
    "fp16p=1  int8s=1\n",  # one key of the stem only
    "fp16p=1\nfp16s=1\n",  # on two lines
    "fp16p fp16s fp16a\n",  # words, no keys
    "xfp16p=1 xfp16s=1\n",  # the stem inside a longer key
])
def test_no_stem_without_two_sibling_keys_on_one_line(source):
    assert missing("The GPU run reports fp16 support", source) == ["fp16"]


def test_key_stems_read_from_the_source_text():
    from anchorlint.text.key_stems import written_as_key_stem

    text = "queuec=2[8]  queueg=0[16]  queuet=1[2]\nbugsbn1=0\n"
    assert written_as_key_stem("queue", text)
    assert not written_as_key_stem("bugsbn", text)  # a digit, not a letter, after it
    assert not written_as_key_stem("queu", text)


# ncnn's benchmark page runs the tool on a phone over adb.
NCNN_ADB = "```\nadb push benchncnn /data/local/tmp/\nadb shell\n# executed in android adb shell\n```\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("**adb**（Android Debug Bridge）— runs the benchmark on a phone", []),
    ("Android Debug Bridge (adb) runs the benchmark", []),
    ("**adb**（Android Remote Bridge）— runs it", ["Remote", "Bridge"]),  # initials spell ARB
    ("**fastboot**（Android Debug Bridge）— runs it", ["Debug", "Bridge"]),  # not beside adb
    ("adb and the Android Debug Bridge run it", ["Debug", "Bridge"]),  # not in a parenthesis
])
def test_a_short_lower_case_name_spelled_out_beside_it(point, expected):
    assert missing(point, NCNN_ADB) == expected


@pytest.mark.parametrize(("line", "spans"), [
    ("- **adb**（Android Debug Bridge）— used", [("adb", "Android Debug Bridge")]),
    ("GNU Compiler Collection (gcc) builds it", [("gcc", "GNU Compiler Collection")]),
    ("run the adb (Android Debug Bridge) shell", [("adb", "Android Debug Bridge")]),  # the word right before
    ("docs/adb (Android Debug Bridge)", []),  # a path's part
    ("adb.exe (Android Debug Bridge)", []),  # a file's name
    ("go (Android Debug Bridge)", []),  # two letters: too short to be read as a name
])
def test_lower_case_expansions_on_a_line(line, spans):
    from anchorlint.text.acronym_expansions import expansions

    assert [(acronym, line[start:end]) for acronym, start, end in expansions(line)] == spans


def test_a_word_that_only_opens_with_a_kind_is_no_kind():
    # Clip is no CLI: the version stays Clip's, which the source never gives.
    source = "| Tool | CLI |\n|---|---|\n| Java | Java 1.0.2 |\n"
    assert missing("Java Clip 1.0.2 ships with it", source) == ["Clip", "1.0.2"]
    assert missing("Java CLI 1.0.2 ships with it", source) == []


# markdownlint's rule page (fresh24, docs/compat.md item 219): an editor
# the page never names, planted in a heading.
MD013 = "# MD013 - Line length\n\nCode blocks are included in this rule by default.\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("MD013 line-length in VS Code", ["VS"]),  # VS opens a name: no "versus"
    ("It runs in VS Code and Vim", ["VS", "Vim"]),
    ("MD013 vs MD014 in practice", ["MD014"]),  # a comparison's vs
    ("MD013 VS MD014 in practice", ["MD014"]),  # in capitals between two names: versus
])
def test_vs_in_capitals_opening_a_name(point, expected):
    assert missing(point, MD013) == expected


def test_vs_code_for_visual_studio_code():
    source = "Install the Visual Studio Code extension.\n"
    assert missing("Install the extension for VS Code", source) == []
