"""Inventions the real documents of evaluation/fresh12 and evaluation/fresh13
showed slipping through (issue 11): each beside the faithful form that must
stay grounded. The sources are excerpts of the sets' own documents."""

from __future__ import annotations

import pytest

from anchorlint.lint.grounding import check_grounding

# containerd's release policy, on what it supports.
CONTAINERD = (
    "containerd follows semantic versioning. The Kubernetes support matrix lists the\n"
    "containerd releases that support the CRI v1 API, and the tz database is not mentioned.\n"
)


def entity_card(*entities: str, point: str = "containerd supports CRI v1") -> str:
    """A card of the wiki layout with one key point and ``entities`` under 實體."""
    bullets = "".join(f"- {e}\n" for e in entities)
    return (f"---\ngloss: containerd releases\n---\n# containerd\n\n## 摘要\nA summary.\n\n## 重點\n- {point}\n\n"
            f"## 實體\n{bullets}\n## 關聯\n")


@pytest.mark.parametrize(("entity", "expected"), [
    ("**runc**（container runtime）— what every release ships with", ["runc"]),
    ("**Podman**（engine）— another runtime", ["Podman"]),
    ("**Zorblax Engine**（tools）— invented", ["Zorblax", "Engine"]),
    ("**containerd**（container runtime）— the project", []),
    ("**Kubernetes**（orchestrator）— its versions are mapped", []),
    ("**tz database**（time zone data）— a description, not a name", []),
    ("**release branch**（process）— a description", []),
])
def test_an_entity_bullets_bold_term_is_a_name_whatever_its_case(entity, expected):
    # The card's own markup says the term is a name: at the start of the
    # bullet it is no sentence start and, in lower case, no common word.
    assert check_grounding(entity_card(entity), CONTAINERD).ungrounded == expected


@pytest.mark.parametrize(("point", "expected"), [
    ("**runc** is what every release ships with", []),
    ("**Podman**: another runtime", []),
    ("containerd ships with **runc**", []),
])
def test_a_bold_term_in_a_key_point_stays_prose(point, expected):
    # Only the entity section's bullets name their term: a key point that
    # opens with a bold word ("**Breaking**: ...") is prose.
    assert check_grounding(entity_card(point=point), CONTAINERD).ungrounded == expected
