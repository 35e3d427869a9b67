"""H7 on the real-document sets other than the tuning set
(evaluation/holdout, evaluation/fresh, evaluation/fresh2, evaluation/fresh3,
evaluation/fresh4, evaluation/fresh5, evaluation/fresh6,
evaluation/fresh7, evaluation/fresh8, evaluation/fresh9, evaluation/fresh10,
evaluation/fresh11, evaluation/fresh12, evaluation/fresh13, evaluation/fresh14,
evaluation/fresh15, evaluation/fresh16, evaluation/fresh17, evaluation/fresh18,
evaluation/fresh19, evaluation/fresh20, evaluation/fresh21, evaluation/fresh22,
evaluation/fresh23, evaluation/fresh24, evaluation/fresh25, evaluation/fresh26):
what the default mode reaches today is a floor, so a change that catches less
or raises more false alarms on faithful cards fails here. tests/test_realdocs.py
holds the tuning set (evaluation/realdocs) to stricter terms."""

from __future__ import annotations

import sys

import pytest

from conftest import PROJECT

sys.path.insert(0, str(PROJECT / "benchmarks"))
import eval_realdocs  # noqa: E402

# set -> (inventions caught at least, false alarms on faithful cards at most): the default
# mode's figures on main a2833ff, the end of the detection work of 2026-12-01's third session,
# measured once for every set at 23:34 UTC (each equal to the floor below). Raised during that
# session from the second session's end (a80377a): fresh13 65 (compat.md item 106, `runc`); false alarms fresh5 0, fresh6 4, fresh10 1,
# fresh12 6 (item 112, lower-case words of computing in Chinese lines); fresh15 (its first run on ed581e9:
# 63 with 24) 22 by item 112; fresh14 7 false alarms (items 105, 107); fresh15 14 (item 113, fence tab labels),
# 13 (item 112, `shell`); fresh14 6, fresh15 11 (item 108, names glued to Chinese words); fresh14 5 (item 122); fresh15 8 (items 114, 118, 119:
# a number base, a status before 回應, a written sum); fresh14 62 (item 111, `every 6 weeks` for a span after a release),
# 64 (item 109, a count of the noun the source counts); fresh14 3 false alarms (item 123, a figure glossing a name);
# fresh15 65 (items 116, 117); fresh14 65 (item 124, a needed `zlib 1.2.6` the source only recommends);
# fresh11 7 (item 125, a C byte array), 6 (item 126, a diagram row of byte labels);
# fresh15 5 false alarms (items 120, 121: --help option lists, rows sharing a cell); fresh12 5 (item 127, `pyi?`);
# fresh16 (the third session's held-out set): its first run, on main a2833ff at 23:36 UTC
# (63, 25; it stays the reported figure); now 19 false alarms (item 128: Node.js for Node, XOR for xor'd)
# 17 (item 129, a scale letter in a table header's brackets: `global tokens/step (M)`)
# 15 (item 133, the parts of a joined source token: nvidia A100 for nvidia_a100-sxm4-80gb); 64 caught (item 134: 6 × 100Gb); 65 (item 135: -d 5); 66 (item 136: TypeScript 2.4)
# 11 (items 130-132: prereleases counted from headings, a |-|-| table's rows, a count after 、 is an item)
# fresh17 (the third session's second held-out set): its first run, on main 87228ef at 00:09 UTC
# (54, 24; it stays the reported figure); now 17 false alarms (items 143, 144: PR for PRs, URL, root.path,
# MIT-licensed, size=65536k as 64 MB, "about a dozen"); 57 with 16 (item 141: block comments, a tally over an invented item in its release, an apposition); 58 (item 142: a number array's element);
# 9 (item 146, names the source's commands and code imply)
# item 146 (Homebrew for brew install, JavaScript/Node.js/Python/NaN for the source's code): false alarms fresh7 1,
# fresh10 0, fresh13 1, fresh16 7; item 154 (OCI for ociVersion, ANSI for ansiRegex): fresh16 5, fresh17 5
# fresh18 (a tuning set written in 2026-12-02's session): its first run, on main 13e8877 at 00:48 UTC (60, 38)
# 25 false alarms (item 145: August for 2019-08-21, rc9, SEC's, MySQL 5.x for mysql5.x, 38 億 for 3.8B,
# 10K for Get10KReqPerConn); item 155 (16 張圖片, the source's 16 counting experts): one more caught (67 on main 44cd965)
# Items 137, 138 (a figure bound to a key is that key's value; a setting's value grounds no count):
# fresh3 56, fresh5 56, fresh9 60, fresh10 63, fresh14 67, fresh15 68, fresh16 67, fresh17 62 caught
# fresh18: 10 false alarms (items 148-150: counts of a title's kind, a series' releases, named array items,
# man page lists, lettered items, reST tables, a Chinese 、-run); 8 (a version scopes a count in its clause only,
# result lines in a code block are rows); 7 (每張表有八項: what each thing holds is a count)
# Item 157 (a figure the source measures in other units is that measure where written bare):
# holdout 33, fresh11 63, fresh16 68 caught
# fresh19 (2026-12-02's held-out set): its first run, on main e7c4793 at 02:21 UTC after detection merges
# stopped (60, 39; it stays the reported figure); item 160 (a scaled figure restates a source figure
# rounded or cut at its last digit: 1,312 萬 for 13,122,004): 34 -> 15 false alarms (after items 161, 148 extended)
# fresh20 (2026-12-02's second held-out set): its first run, on main ffd2a1f at 02:47 UTC after ALL
# DETECTION STOPPED (61, 16; it stays the reported figure)
# item 167 (a rate judged by the source's rates, a version and dates' parts count nothing, headings of one
# shape, a joining word before a 、-run): fresh20 63 caught, false alarms two fewer (67 with 8 after items 163-166)
# item 163 (a word of a kind of thing in capitals, GPU, CPU, CI/CD, Web, LLM, is no name): false alarms
# fresh9 2, fresh11 4, fresh20 10
# items 164-166 (a measure given to a table row's label is that row's, a nested setting's value is no
# product's version, a release's month is its own): fresh20 65 caught; item 184 (a span restated from one
# sentence is that sentence's): one more (68 with the other merges); fresh10 64 (spans compared in days)
# Items 170-173 (a hedged conversion at its last digit, PEP 527 for PEP-527, 层 for 層): fresh20 5 false
# alarms; item 175 (`major`.`minor` is major.minor): fresh19 13
# item 211 (差距約 2.7 倍 for 940 萬 and 345 萬, almost three times: a multiplier worked out from the card's figures, rounded): fresh19 11
# fresh21 (a tuning set written in 2026-12-02's second session): its first run, on main 60229f0 at 03:24 UTC (61, 11); 63 caught (items 176, 177: 256Mi is MiB, 2022.0.0.0-RC2 a version); 9 false alarms with 65 caught after items 178, 179 (item 161 extended: 八天後 under reST release headings; item 174: a dotted date 27.06.2023 is June 27, 2023); 8 after item 180 (such as lists); 7 after item 181 (兩個核心概念 counts concepts, not cores)
# item 183 (a file name whose extension names the source's format is the source's own name:
# valkey.conf, CHANGES.rst, index.js, .pre-commit-config.yaml): false alarms fresh6 1, fresh12 4, fresh15 3, fresh16 4
# item 146 extended (module.exports and require() imply CommonJS): fresh19 14; item 185 (a count its parenthesis contradicts: 4 auth mechanisms (basic, bearer, digest)): 65 caught
# item 182 (a column headed Relative, Ratio or Speedup holds multipliers: about 4.5 times for 4.55): fresh21 5; with item 181 (兩個核心概念): 4
# fresh22 (2026-12-02's second session's held-out set): its first run, on main 50de202 at 04:50 UTC after
# DETECTION STOPPED (63, 25; it stays the reported figure); item 186 (Bjørn for bjorn): 23; item 187 (a command's figure): 64
# caught; item 169 (each version of a run after one name, Debian 10, 11 and 12): 19; items 188-191: 10; item 168 (GetOne, Gjson, Sonic_Fast as parts
# of BenchmarkGetOne_Gjson-16; 122.6 for 122.60 MB/s; 約 32 µs（402 MB/s）): 5; item 192
# (超過 10 GB for 10785.23 MB/s): 4
# fresh23 (2026-12-02's second session's second held-out set): its first run, on main 82ef75d at 05:15 UTC after
# ALL DETECTION STOPPED (65, 18; it stays the reported figure); items 205-207 (Java SDK 1.0.2 under SDKs, fp16 of
# fp16p= fp16s=, adb（Android Debug Bridge）): 13; item 193 (peerDependencies: JavaScript, npm): 10
# fresh11: item 193 (a RUSTSEC- advisory id: Rust): 2
# items 198, 199 (SM x 72 counts SMs; a code block's run of `name  min = …  avg = …` lines is a list of 21): fresh23 (66, 8)
# item 210 (a count its own names after a colon contradict: "Four important options …: `--dry-run`, `--interactive`
# and `--verbose`", 四個 hook, 三種 Demo, 六項資訊, 五種 tasks, 四種之一): fresh12 67, fresh18 68, fresh21 66, fresh23 67 caught
# items 200-203 (a hash, a man section, a designator and a glued duration inside other tokens; a preposition
# opening a comma run): fresh23 70 caught on main e51fe97
# fresh26 (a tuning set written in 2026-12-02's third session): its first run, on main 7cce208 at 05:55 UTC (65, 14)
# item 194 (a quoted list's items, 十一大類 a count, names that ，以及 goes on from): fresh21 3, fresh26 13 (12 with item 209)
# item 204 (AsciiDoc labelled lists, term:: text, are lists: procs(1)'s thirteen options, six examples, five keys): fresh26 8 false alarms (7 with item 194)
# item 195 (three parts: MAJOR.MINOR.PATCH counts the template's placeholders): fresh26 10 before item 204; 5 with items 194, 204, 209
# item 215 (the code spans opening the items after a count's colon: Four options: `--and` and `--or` …): fresh26 3
# items 212-214 (the card's own tally: a verb before a count, colon parts that open items, a run after a preposition): fresh26 (66, 3); (66, 1) with item 215
# fresh24 (2026-12-02's third session's held-out set): its first run, on main 2c062ae at 07:15 UTC after
# DETECTION STOPPED (first round) (61, 18; it stays the reported figure)
# item 196 (a reference is its list item's: #9642, #1778): fresh10 65, fresh23 66 caught (71 on main 2c062ae with items 200-203 and 210)
# item 208 (a release bullet's figure is the release's: 2.0.0 drops 3.3): fresh21 66 caught (67 on main 2c062ae with item 210)
# item 217 (a definition list's marked terms, three or more bold-led paragraphs: gdu's options and file flags): fresh24 14
# item 219 (VS in capitals opening a name: a planted heading's `in VS Code`): fresh16 69, fresh24 63 caught
# items 216, 218 and 219 together (`586 MB/s`, `60 秒` for 24 * 60 * 60 * 1000, `VS Code`): fresh24 64 caught,
# measured with every set on main 411190b (ALL DETECTION STOPPED, 07:50 UTC)
# fresh25 (2026-12-02's third session's second held-out set): its first run, on main 411190b at 07:50 UTC after
# ALL DETECTION STOPPED (62, 13; it stays the reported figure)
FLOORS = {"holdout": (33, 0), "fresh": (46, 0), "fresh2": (57, 0), "fresh3": (56, 3),
          "fresh4": (57, 0), "fresh5": (56, 0), "fresh6": (58, 1), "fresh7": (60, 1),
          "fresh8": (61, 2),
          "fresh9": (60, 2), "fresh10": (65, 0), "fresh11": (63, 2),
          "fresh12": (67, 4), "fresh13": (66, 1), "fresh14": (67, 3), "fresh15": (68, 3),
          "fresh16": (69, 4),
          "fresh17": (63, 5), "fresh18": (68, 7),
          "fresh19": (65, 11),
          "fresh20": (68, 5),
          "fresh21": (67, 3),
          "fresh22": (64, 4),
          "fresh23": (71, 8),
          "fresh24": (64, 14),
          "fresh25": (62, 13),
          "fresh26": (66, 1)}


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_floor(name):
    folder = PROJECT / "evaluation" / name
    result = eval_realdocs.evaluate(folder)
    caught, planted = result.recall
    least, most = FLOORS[name]
    assert planted > 0
    assert caught >= least, result.missed
    assert result.alarms_on("faithful") <= most, result.alarms
