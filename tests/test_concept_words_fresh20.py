"""A word that names a kind of thing in computing (``CPU``, ``GPU``,
``CI/CD``, ``Web``, ``LLM``), written in capitals, is what everybody knows,
not a referent the source must write (docs/compat.md item 163). The
entity glosses are shaped like the evaluation sets' faithful cards
(fresh11's CUDA, fresh20's Tekton, Gin and latency table, fresh9's
Ollama); the sources say none of those words."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# A source that names none of the card's concept words.
SOURCE = "The project publishes a release every month.\nReleases are tagged on GitHub.\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("CUDA 與 cuDNN（GPU 函式庫）是相容表中的版本", ["CUDA", "cuDNN"]),
    ("GitHub 上的 CI/CD 流水線專案", []),
    ("GitHub 是 Go 的 Web 框架的家", ["Go"]),
    ("GitHub 的 CPU 快取", []),
    ("CUDA and cuDNN (GPU libraries) are listed in the matrix", ["CUDA", "cuDNN"]),
    ("GitHub hosts Kubernetes-native CI/CD pipelines", ["Kubernetes-native"]),  # an adjective coined from a name
    ("GitHub runs a local LLM runner", []),
    ("GitHub trains on many GPUs", []),  # the plural of an acronym
    ("GitHub builds a multi-GPU cluster and a CPU-bound job", []),  # hyphened with what says how
])
def test_a_concept_word_is_no_name(point, expected):
    assert missing(point, SOURCE) == expected


@pytest.mark.parametrize(("point", "expected"), [
    # A product or vendor next to the concept word is still caught.
    ("GitHub 用 NVIDIA 的 GPU 訓練", ["NVIDIA"]),
    ("CI 改用 Cirrus CI", ["Cirrus", "CI"]),
    ("Tests run on Travis CI", ["Travis", "CI"]),  # the concept word continues the name
    ("Cirrus CI runs the tests", ["CI"]),  # a sentence's first word is no name: its CI still is
    ("Jenkins 的 CI/CD 流水線", ["Jenkins"]),
    ("在 AMD CPU 上執行", ["AMD", "CPU"]),
    ("GitHub 是 Kubernetes 上的 CI/CD 專案", ["Kubernetes"]),  # a proper name of the writer's knowledge stays
])
def test_a_name_next_to_a_concept_word_is_still_caught(point, expected):
    assert missing(point, SOURCE) == expected


@pytest.mark.parametrize("word", ["API", "ARM", "LTS", "TLS", "CSV", "UTC", "AI", "CLI", "GUI"])
def test_a_word_the_sets_plant_as_a_referent_stays_a_name(word):
    # a format, a protocol, an architecture, an interface, a support status, a
    # vendor's name part (智譜 AI), a service of the generated corpora (部署於 CLI), a
    # kind of interface a card can get wrong (a GUI tool for a command-line one)
    assert missing(f"GitHub 支援 {word}", SOURCE) == [word]
    assert missing(f"GitHub supports {word} now", SOURCE) == [word]


def test_the_bold_term_a_bullet_opens_with_and_code_stay_names():
    assert missing("**GPU**（圖形處理器）", SOURCE) == ["GPU"]
    assert missing("用 `CI` 變數判斷", SOURCE) == ["CI"]


def test_in_lower_case_the_word_may_be_a_program_and_stays_a_name():
    assert missing("GitHub 用 gpu 套件", SOURCE) == ["gpu"]
