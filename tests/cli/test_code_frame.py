"""Item 11: a code frame under each finding (the card line, a caret under
the anchor, and for H7 the nearest source line sharing a word with it): on a
terminal by default, off elsewhere (pre-commit pipes its output) unless
``--show-source``; ``--no-show-source`` turns it off."""

from __future__ import annotations

import io

from anchorlint.cli import main
from anchorlint.reporters.frames import nearest_source_line
from conftest import card_text, write

SOURCE = "# Notes\n\nThe queue is Kafka.\nKafka feeds Redis every 15 minutes.\n"
CARD_LINE = "- Kafka 與 Redis 每 30 分鐘同步"


def _repo(repo):
    write(repo / "s.md", SOURCE)
    text = card_text("source_path: s.md\n").replace("- 每 15 分鐘同步", CARD_LINE)
    write(repo / "c.md", text)
    return text.splitlines().index(CARD_LINE) + 1


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_show_source_prints_the_line_a_caret_and_the_nearest_source_line(cli, repo):
    number = _repo(repo)
    out = cli("c.md", "--show-source", cwd=repo).out.splitlines()
    at = next(i for i, line in enumerate(out) if line.startswith(f"c.md:{number}:") and "'30'" in line)
    assert out[at + 1] == f"{number:>5} | {CARD_LINE}"
    caret = out[at + 2]
    assert caret.endswith("^^") and caret.count("^") == 2
    # the caret sits under "30": the CJK characters before it take two columns each
    assert len(caret) - 2 == len("   14 | ") + len("- Kafka ") + 2 + len(" Redis ") + 2 + len(" ")
    assert out[at + 3] == "source 4 | Kafka feeds Redis every 15 minutes."


def test_frames_are_off_when_not_on_a_terminal_and_on_when_on_one(cli, repo, monkeypatch):
    _repo(repo)
    plain = cli("c.md", cwd=repo).out
    assert " | " not in plain
    monkeypatch.setenv("NO_COLOR", "1")
    out, err = Terminal(), io.StringIO()
    main(["c.md"], stdout=out, stderr=err)
    assert " | - Kafka 與 Redis" in out.getvalue()
    out = Terminal()
    main(["c.md", "--no-show-source"], stdout=out, stderr=err)
    assert out.getvalue() == plain


def test_frames_under_pre_commit_only_when_asked(cli, repo):
    _repo(repo)
    env = {"PRE_COMMIT": "1"}
    assert " | " not in cli("c.md", cwd=repo, env=env).out
    assert " | - Kafka" in cli("c.md", "--show-source", cwd=repo, env=env).out


def test_nearest_source_line_needs_a_shared_word():
    assert nearest_source_line("- 外掛每 30 天驗證", ["Only English here.", "Nothing else."]) is None
    lines = ["Redis only.", "Kafka and Redis together."]
    assert nearest_source_line("Kafka 與 Redis", lines) == (2, "Kafka and Redis together.")
