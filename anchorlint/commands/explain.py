"""``anchorlint explain [--policy P]``: a policy in full (its identity, every
setting with its meaning, the assumptions it makes, and which tiers it calls
sound), so that a grounding rate can be read with what produced it."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from anchorlint.commands.parser import EXIT_OK, Parser
from anchorlint.lint.messages import LANGS, detect_lang
from anchorlint.policies import POLICY_NAMES, VERIFIER_REVISION, Policy, get_policy, provenance
from anchorlint.policies.assumptions import assumptions
from anchorlint.policies.describe import SETTINGS, TIERS, accepted_tiers, setting_values

HEADINGS = {
    "en": {"policy": "Policy", "settings": "Settings:", "tiers": "Tiers:", "assumptions": "Assumptions:",
           "sound": "sound", "unsound": "UNSOUND", "nomatch": "no match", "accepted": "accepted",
           "refused": "not accepted",
           "revision": "verifier revision"},
    "zh-TW": {"policy": "政策", "settings": "設定：", "tiers": "層級：", "assumptions": "假設：",
              "sound": "可靠", "unsound": "不可靠", "nomatch": "非相符", "accepted": "接受",
              "refused": "不接受",
              "revision": "驗證器修訂版"},
}


def parser() -> argparse.ArgumentParser:
    p = Parser(prog="anchorlint explain", description="Print a policy, its settings and its assumptions.")
    p.add_argument("--policy", choices=POLICY_NAMES, default="default")
    p.add_argument("--lang", choices=LANGS, help="language (default: from LANG)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    return p


def command(args: list[str], out: TextIO, err: TextIO) -> int:
    options = parser().parse_args(args)
    policy = get_policy(options.policy)
    lang = options.lang or detect_lang()
    if options.format == "json":
        out.write(json.dumps(explanation(policy, lang), ensure_ascii=False, indent=2) + "\n")
    else:
        out.write(render_text(policy, lang))
    return EXIT_OK


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
