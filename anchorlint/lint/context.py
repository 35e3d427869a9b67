"""What a rule sees: one parsed card, its prepared source (or None), the
policy, and the facts the I/O layer established about the card's
surroundings. Derived values (the grounding, prose lines, secrets) are
computed once per card, here, and shared by every rule."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from anchorlint.model.card import Card, opens_quote
from anchorlint.model.frontmatter import marked_lines
from anchorlint.model.markdown import prose_lines
from anchorlint.model.once import once
from anchorlint.lint.grounding import GroundingBody, GroundingReport, card_anchors, ground, grounding_body
from anchorlint.lint.grounding_policy import GroundingPolicy
from anchorlint.model.source import SourceText
from anchorlint.text.secrets import card_patterns, card_secrets, may_contain_secret

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.lint.data_checks import ClaimCheck
    from anchorlint.lint.grounding_default import CardLines
    from anchorlint.model.declarations import Declarations
    from anchorlint.lint.quotations import QuoteCheck
    from anchorlint.quotes.pages import PageMark


@dataclass(frozen=True)
class SourceStatus:
    """What resolving and reading a card's source found (S1-S4 judge it).

    ``reference``     as written in the card (or the --source argument)
    ``shown``         the source as reports name it: its path relative to
                      the working folder, else the reference with any secret
                      in it redacted
    ``problem``       why the reference resolves to no usable file (see
                      files.references.SourceRef.problem), or None
    ``read_problem``  why the resolved file could not be read or decoded
    ``blank``         read, but empty or white space only (not judged)
    """

    reference: str
    shown: str
    problem: str | None = None
    resolved: bool = True
    read_problem: str | None = None
    blank: bool = False


@dataclass(frozen=True)
class CardFacts:
    """Facts only the I/O layer can establish, handed to the pure rules.

    ``images``  F1: each image target of the card (as written, see
                rules.f1_unresolved_image.image_targets) → ``"ok"``,
                ``"missing"`` or ``"outside"`` (resolves outside the
                repository). None: not resolved, F1 reports nothing.
    ``pages``   Q1/Q2: the parsed ``<source>.pages.json`` of the card's
                source (quotes.pages.parse_pages), or None.
    ``source``  S1-S4: what resolving and reading the source the card
                names found; None when the card names none, or was checked
                without the I/O layer.
    ``missing_source``  S5: set only when the card names no source anchorlint
                could resolve; what a near-miss key or a differently written
                manifest entry would have resolved (see
                rules.s5_card_without_source). None: S5 reports nothing.
    ``data``    D1-D3: each declared dataset's files.datasets.DatasetFact,
                by id. None: not resolved, D1-D3 report nothing.
    """

    images: Mapping[str, str] | None = None
    pages: Sequence[PageMark] | None = None
    missing_source: Mapping[str, object] | None = None
    source: SourceStatus | None = None
    data: Mapping[str, object] | None = None


NO_FACTS = CardFacts()




class CardContext:
    __slots__ = ("card", "source", "policy", "facts", "memo", "compat", "__dict__")

    def __init__(
        self, card: Card, source: SourceText | None, policy: GroundingPolicy, facts: CardFacts = NO_FACTS
    ) -> None:
        self.card = card
        self.source = source
        self.policy = policy
        self.facts = facts
        # Values a rule derives once and reuses (keys are the rule's own).
        self.memo: dict[object, object] = {}
        # The policy's mode, as an attribute: rules read it on every card.
        self.compat: bool = policy.compat

    @once
    def card_lines(self) -> CardLines:
        """Default mode: the card's grounding body, checked lines and cited
        paths, read in one walk (lint/grounding_default.read_lines)."""
        from anchorlint.lint.grounding_default import read_lines

        return read_lines(self.card, self.policy)

    @once
    def body(self) -> GroundingBody:
        if self.compat:
            return grounding_body(self.card, self.policy)
        return self.card_lines.body

    @once
    def mark_lines(self) -> frozenset[int]:
        """Lines ``--mark`` wrote (``quality``/``quality_warnings``): rules that
        read the frontmatter skip them, so marking a card never changes its
        verdict. ``--compat`` reads them, as the Go original would."""
        if self.compat or "quality" not in self.card.text:  # no line can hold the keys
            return frozenset()
        return marked_lines(self.card)

    @once
    def anchors(self) -> list[str]:
        """The body's folded anchors, in the Go original's order."""
        return card_anchors(self.body, self.policy)

    @once
    def grounding(self) -> GroundingReport | None:
        """None when there is no source to judge against."""
        if self.source is None:
            return None
        # The Go original's anchors are read under --compat only: the default
        # mode reads its own (lint/grounding_default.card_anchors).
        if self.compat:
            return ground(self.card, self.source, self.policy, body=self.body, anchors=self.anchors)
        return ground(self.card, self.source, self.policy, lines=self.card_lines)

    @once
    def prose_lines(self) -> frozenset[int]:
        """Lines outside the frontmatter and fenced code (the quotation,
        formula and image readers share them)."""
        return prose_lines(self.card)

    @once
    def may_hold_secret(self) -> bool:
        """A cheap screen of the whole card: False means no secret pattern can match."""
        return may_contain_secret(self.card.text)

    @once
    def secrets(self) -> tuple[str, ...]:
        """The text of every secret on the card (H5 names their kinds;
        redaction removes them from every finding)."""
        return card_secrets(self.card, self.may_hold_secret, self.secret_patterns)

    @once
    def secret_patterns(self) -> tuple:
        """The secret patterns that can match a line of the card, content
        hashes aside: computed once for H5 and for the card's secrets."""
        return card_patterns(self.card.text) if self.may_hold_secret else ()

    @once
    def data_declarations(self) -> Declarations:
        """The frontmatter's ``data:`` and ``claims:`` (model/data_claims.py)."""
        from anchorlint.model.declarations import NONE, may_declare

        if not may_declare(self.card.text):
            return NONE
        from anchorlint.model.data_claims import declarations

        return declarations(self.card)

    @once
    def data_checks(self) -> tuple[ClaimCheck, ...]:
        """Every data claim recomputed from ``facts.data`` (empty without them)."""
        if self.facts.data is None or not self.data_declarations.claims:
            return ()
        from anchorlint.lint.data_checks import check_claims

        return check_claims(self.data_declarations, self.facts.data)

    @once
    def data_grounded_numbers(self) -> frozenset[str]:
        """Numbers that verified data claims ground: H7 does not report them
        (folded as anchors are)."""
        if not self.data_checks:
            return frozenset()
        from anchorlint.lint.data_checks import grounded_numbers

        return grounded_numbers(self.data_checks)

    @once
    def missing_anchors(self) -> tuple:
        """Default mode: the anchors the source does not ground
        (``grounding.missing``), less the numbers verified data claims ground."""
        report = self.grounding
        if report is None:
            return ()
        numbers = self.data_grounded_numbers
        if not numbers:
            return report.missing
        from anchorlint.lint.data_checks import grounds_anchor

        return tuple(anchor for anchor in report.missing if not grounds_anchor(numbers, anchor))

    @once
    def quote_checks(self) -> tuple[QuoteCheck, ...]:
        """Every blockquote quotation with its certificate; empty without a
        source. Shared by Q1 and Q2."""
        if self.source is None or not opens_quote(self.card.text):  # (as quotes.card_quotes reads them)
            return ()  # no blockquote line: the verifier is not even imported
        from anchorlint.lint.quotations import check_quotations

        return check_quotations(self.card, self.source.quote_view, self.policy.quotes, self.facts.pages,
                                self.prose_lines)
