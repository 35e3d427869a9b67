"""``anchorlint explain [--policy P]``: a policy in full (its identity, every
setting with its meaning, the assumptions it makes, and which tiers it calls
sound), so that a grounding rate can be read with what produced it."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any, TextIO

from anchorlint.commands.parser import EXIT_OK, Parser, UsageError
from anchorlint.lint.messages import LANGS, detect_lang
from anchorlint.policies import POLICY_NAMES, VERIFIER_REVISION, Policy, get_policy, provenance
from anchorlint.policies.assumptions import assumptions
from anchorlint.policies.describe import SETTINGS, TIERS, accepted_tiers, setting_values

HEADINGS = {
    "en": {"policy": "Policy", "settings": "Settings:", "tiers": "Tiers:", "assumptions": "Assumptions:",
           "sound": "sound", "unsound": "UNSOUND", "nomatch": "no match", "accepted": "accepted",
           "refused": "not accepted",
           "revision": "verifier revision",
           "threshold": "Q2 near-miss threshold in force (anchorlint check from here):", "from": "from"},
    "zh-TW": {"policy": "政策", "settings": "設定：", "tiers": "層級：", "assumptions": "假設：",
              "sound": "可靠", "unsound": "不可靠", "nomatch": "非相符", "accepted": "接受",
              "refused": "不接受",
              "revision": "驗證器修訂版",
              "threshold": "目前生效的 Q2 近似門檻（從此處執行 anchorlint check）：", "from": "來源"},
}


def parser() -> argparse.ArgumentParser:
    p = Parser(prog="anchorlint explain", description="Print a policy, its settings and its assumptions.")
    p.add_argument("--policy", choices=POLICY_NAMES, default="default")
    p.add_argument("--lang", choices=LANGS, help="language (default: from LANG)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--config", type=Path, metavar="FILE",
                   help="configuration whose Q2 threshold is shown (default: found from the current folder)")
    return p


def command(args: list[str], out: TextIO, err: TextIO) -> int:
    options = parser().parse_args(args)
    policy = get_policy(options.policy)
    lang = options.lang or detect_lang()
    threshold = threshold_in_force(options.config)
    if options.format == "json":
        data = {**explanation(policy, lang), "q2_threshold": threshold}
        out.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        out.write(render_text(policy, lang))
        words = HEADINGS[lang]
        out.write(f"\n{words['threshold']}\n  {threshold['value']!r}  ({words['from']} {threshold['origin']})\n")
    return EXIT_OK


def threshold_in_force(config: Path | None) -> dict[str, Any]:
    """The Q2 floor a check run from here uses, and where it comes from: a
    calibration named by the configuration, else the default policy."""
    from anchorlint.config.calibration import FLOOR_KEY
    from anchorlint.config.load import ConfigError, load_settings

    try:
        settings = load_settings(start=Path.cwd(), config=config)
    except ConfigError as exc:
        raise UsageError(str(exc)) from None
    origin = settings.origins.get(FLOOR_KEY, "policy default (no calibration)")
    return {"value": settings.policy.quotes.floor, "origin": origin, "calibration": settings.calibration}


def explanation(policy: Policy, lang: str = "en") -> dict[str, Any]:
    """The explanation as JSON-able data."""
    accepted = accepted_tiers(policy)
    return {
        **provenance(policy),
        "verifier_revision": VERIFIER_REVISION,
        "settings": [{"name": name, "value": _jsonable(value), "meaning": SETTINGS[name][lang]}
                     for name, value in setting_values(policy)],
        "tiers": [{"tier": tier, "sound": sound, "accepted": tier in accepted, "why": why[lang]}
                  for tier, (sound, why) in TIERS.items()],
        "assumptions": assumptions(policy, lang),
    }


def render_text(policy: Policy, lang: str = "en") -> str:
    data, words = explanation(policy, lang), HEADINGS[lang]
    identity = (f"  {words['revision']} {VERIFIER_REVISION} · anchorlint {data['anchorlint_version']}"
                f" · Unicode {data['unicode_version']}")
    lines = [f"{words['policy']} {policy.name}  {data['policy_fingerprint']}", identity, "", words["settings"]]
    width = max(len(row["name"]) for row in data["settings"])
    for row in data["settings"]:
        lines.append(f"  {row['name']:<{width}}  {_shown(row['value'])}")
        lines.append(f"  {'':<{width}}  {row['meaning']}")
    lines += ["", words["tiers"]]
    for row in data["tiers"]:
        label = words[{True: "sound", False: "unsound", None: "nomatch"}[row["sound"]]]
        taken = words["accepted"] if row["accepted"] else words["refused"]
        lines.append(f"  {row['tier']:<12} {label:<8} {taken:<12} {row['why']}")
    lines += ["", words["assumptions"], *(f"  - {item}" for item in data["assumptions"])]
    return "\n".join(lines) + "\n"


def _jsonable(value: Any) -> Any:
    if isinstance(value, str) and value.startswith("{"):
        return json.loads(value)  # the rule settings of a custom policy
    return value


def _shown(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False) if isinstance(value, (dict, list)) else str(value)
