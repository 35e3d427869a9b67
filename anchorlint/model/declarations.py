"""A card's data declarations as a value (read by model/data_claims.py),
apart from their reader: most cards declare nothing, and a card whose text
names neither key is answered without loading the reader (a one-card run
of such a card, the common hook run, never imports it)."""

from __future__ import annotations

from dataclasses import dataclass

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.model.data_claims import Claim, Dataset, Problem


@dataclass(frozen=True, slots=True)
class Declarations:
    """A card's ``data:`` datasets and ``claims:``, and the declarations that cannot be used."""

    datasets: tuple[Dataset, ...] = ()
    claims: tuple[Claim, ...] = ()
    problems: tuple[Problem, ...] = ()

    def dataset(self, name: str) -> Dataset | None:
        return next((d for d in self.datasets if d.id == name), None)


NONE = Declarations()


def may_declare(text: str) -> bool:
    """Can a card of ``text`` declare anything (name ``data:`` or ``claims:``)?"""
    return "data:" in text or "claims:" in text
