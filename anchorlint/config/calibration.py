"""``quotes.calibration``: the Q2 floor taken from a calibration file made by
``anchorlint calibrate``, read once with the configuration and refused
(ConfigError, exit 2) when it was made for another quotation policy."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from types import MappingProxyType

from anchorlint.config import ConfigError
from anchorlint.config.settings import Settings

FLOOR_KEY = "quotes.floor"
MAX_CALIBRATION_BYTES = 64 * 1024 * 1024


def apply_calibration(settings: Settings, folder: Path) -> Settings:
    """``settings`` with the calibrated floor; ``folder`` is the
    configuration's, against which a relative path is resolved."""
    from anchorlint.calibration.artifact import CalibrationFileError, check_binding, parse_calibration
    from anchorlint.files.read import read_bytes

    reference = settings.calibration or ""
    origin = settings.origin("quotes.calibration")
    path = folder / reference
    raw, problem = read_bytes(path, MAX_CALIBRATION_BYTES) if path.is_file() else (None, "no such file")
    if raw is None:
        raise ConfigError(f"{origin}: cannot read calibration {reference} ({problem})")
    try:
        calibration = parse_calibration(raw.decode("utf-8", "replace"), f"{origin}: {reference}")
        check_binding(calibration, settings.policy.quotes, f"{origin}: {reference}")
    except CalibrationFileError as exc:
        raise ConfigError(str(exc)) from None
    status = "certified" if calibration.certified else "UNCERTIFIED"
    described = (f"calibration {reference} ({status}: alpha {calibration.alpha:g}, delta {calibration.delta:g}, "
                 f"n {calibration.n}) via {origin}")
    quotes = replace(settings.policy.quotes, floor=calibration.threshold)
    policy = replace(settings.policy, quotes=quotes)
    return replace(settings, policy=policy, origins=MappingProxyType({**settings.origins, FLOOR_KEY: described}))
