"""The calibration file: what ``anchorlint calibrate`` writes and what
``quotes.calibration`` reads back, bound to the verifier it was made for.

The binding (``policy_fingerprint``) is a fingerprint of the verifier
revision and every quotation setting except the floor, which is the value
the calibration replaces. A file whose binding differs from the policy in
force was made for another scorer and is refused.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any

from anchorlint.calibration.ltt import LttResult
from anchorlint.config.fingerprint import canonical, fingerprint
from anchorlint.quotes.options import QuotePolicy

FORMAT = "anchorlint-calibration"
FORMAT_VERSION = 1
SCORER = "anchorlint.quotes.verify_quote:similarity"
TARGET = "P(score >= threshold and unfaithful)"
METHOD = "learn-then-test, fixed-sequence, exact binomial tail"


class CalibrationFileError(ValueError):
    """A calibration file that cannot be used; ``str()`` is one line."""


@dataclass(frozen=True, slots=True)
class Calibration:
    """What a lint run needs from a calibration file."""

    threshold: float
    certified: bool
    alpha: float
    delta: float
    n: int
    policy: str
    policy_fingerprint: str


def binding(quotes: QuotePolicy) -> str:
    """The fingerprint a calibration is bound to (see the module doc)."""
    from anchorlint.policies.model import VERIFIER_REVISION

    form = canonical(quotes)
    form.pop("floor")
    return fingerprint({"verifier_revision": VERIFIER_REVISION, "quotes": form})


def document(
    result: LttResult, *, policy: str, quotes: QuotePolicy, digest: str, certified: bool,
    assumptions: list[str], counts: dict[str, int], records: list[dict[str, Any]],
) -> dict[str, Any]:
    """The calibration as JSON-able data (scores and thresholds unrounded)."""
    from anchorlint._version import __version__
    from anchorlint.policies.model import VERIFIER_REVISION

    chosen = result.chosen
    assert chosen is not None
    return {
        "format": FORMAT, "format_version": FORMAT_VERSION,
        "threshold": result.threshold, "certified": certified,
        "alpha": result.alpha, "delta": result.delta, "confidence": 1.0 - result.delta, "n": result.n,
        "target": TARGET, "method": METHOD,
        "policy": policy, "policy_fingerprint": binding(quotes),
        "scorer": {"name": SCORER, "verifier_revision": VERIFIER_REVISION, "anchorlint_version": __version__},
        "data_digest": digest,
        "assumptions": assumptions,
        "counts": counts,
        "at_threshold": {"accepted": chosen.accepted, "unfaithful_accepted": chosen.losses,
                         "empirical_risk": chosen.losses / result.n, "p_value": chosen.p_value},
        "sequence": [dataclasses.asdict(step) for step in result.steps],
        "records": records,
    }


def parse_calibration(text: str, label: str) -> Calibration:
    """Validate a calibration file's text; CalibrationFileError names the cause."""
    try:
        data = json.loads(text)
    except ValueError:
        raise CalibrationFileError(f"{label}: not a calibration file (not JSON)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CalibrationFileError(f"{label}: not a calibration file (no \"format\": \"{FORMAT}\")")
    if data.get("format_version") != FORMAT_VERSION:
        raise CalibrationFileError(f"{label}: calibration format version {data.get('format_version')!r} "
                                   f"is not supported (expected {FORMAT_VERSION})")
    threshold = data.get("threshold")
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float)) or not 0.0 < threshold <= 1.0:
        raise CalibrationFileError(f"{label}: 'threshold' must be a number in (0, 1]")
    for key in ("alpha", "delta"):
        value = data.get(key)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 < value < 1.0:
            raise CalibrationFileError(f"{label}: '{key}' must be a number in (0, 1)")
    if not isinstance(data.get("certified"), bool) or not isinstance(data.get("policy_fingerprint"), str):
        raise CalibrationFileError(f"{label}: 'certified' and 'policy_fingerprint' are required")
    n = data.get("n")
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise CalibrationFileError(f"{label}: 'n' must be a positive integer")
    return Calibration(float(threshold), data["certified"], float(data["alpha"]), float(data["delta"]), n,
                       str(data.get("policy", "?")), data["policy_fingerprint"])


def check_binding(calibration: Calibration, quotes: QuotePolicy, label: str) -> None:
    """Refuse a calibration made for another scorer or quotation policy."""
    expected = binding(quotes)
    if calibration.policy_fingerprint != expected:
        raise CalibrationFileError(
            f"{label}: calibration made for policy '{calibration.policy}' (fingerprint "
            f"{calibration.policy_fingerprint}), not for the quotation policy in force ({expected}); "
            "re-run anchorlint calibrate")
