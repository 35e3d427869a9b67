"""JUnit XML for CI test-report views (GitLab, Jenkins, Azure DevOps): one
testcase per card. A card with blocking findings fails, its <failure> listing
them; soft findings that do not block are listed in the card's <system-out>,
so the card passes but the reviewer still sees them. Errors that stopped the
run are one <error> testcase. The structure follows Jenkins' JUnit schema
(xunit-plugin's junit-10.xsd), which GitLab's parser also reads."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import TextIO

from anchorlint.reporters import ReportOptions, is_blocking, message_of, one_line
from anchorlint.run.runner import FileResult, RunResult

SUITE = "anchorlint"


def _line(file: FileResult, finding, options: ReportOptions) -> str:
    message = one_line(message_of(finding, options.lang))
    return f"{one_line(file.display)}:{finding.line}:{finding.col}: {finding.code} [{finding.severity}] {message}"


def _testcase(file: FileResult, options: ReportOptions) -> tuple[ET.Element, bool]:
    case = ET.Element("testcase", name=one_line(file.display), classname=SUITE, time="0")
    blocking = [f for f in file.findings if is_blocking(f, options.strict)]
    shown = [f for f in file.findings if not is_blocking(f, options.strict)]
    if blocking:
        codes = sorted({f.code for f in blocking})
        failure = ET.SubElement(case, "failure", type=",".join(codes),
                                message=f"{len(blocking)} blocking finding(s): {', '.join(codes)}")
        failure.text = "\n".join(_line(file, f, options) for f in blocking)
    if shown:
        ET.SubElement(case, "system-out").text = "\n".join(_line(file, f, options) for f in shown)
    return case, bool(blocking)


def document(result: RunResult, options: ReportOptions) -> ET.Element:
    cases, failures = [], 0
    for file in result.files:
        case, failed = _testcase(file, options)
        cases.append(case)
        failures += failed
    if result.errors:
        case = ET.Element("testcase", name="(run)", classname=SUITE, time="0")
        error = ET.SubElement(case, "error", type="anchorlint", message="anchorlint could not do its job")
        error.text = "\n".join(one_line(message) for message in result.errors)
        cases.append(case)
    counts = {"tests": str(len(cases)), "failures": str(failures), "errors": str(int(bool(result.errors)))}
    root = ET.Element("testsuites", name=SUITE, time="0", **counts)
    suite = ET.SubElement(root, "testsuite", name=SUITE, skipped="0", time="0", **counts)
    suite.extend(cases)
    return root


def write(result: RunResult, options: ReportOptions, out: TextIO) -> None:
    root = document(result, options)
    ET.indent(root)
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    out.write(ET.tostring(root, encoding="unicode"))
    out.write("\n")
