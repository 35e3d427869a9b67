"""Small text helpers for quotation messages (kept apart from the verifier
so that loading the rules stays cheap)."""

from __future__ import annotations


def one_line(text: str | None, limit: int = 240) -> str:
    """``text`` on one line (white space runs collapsed), for messages."""
    flat = " ".join((text or "").split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def where(line: int | None, col: int | None, page: str | None) -> str:
    """``12:5`` or ``12:5, p. iv``: a source location for messages."""
    place = f"{line}:{col}"
    return f"{place}, p. {page}" if page else place
