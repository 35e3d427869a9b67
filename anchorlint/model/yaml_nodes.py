"""One frontmatter key's YAML block, parsed safely, with the card line of
every value (``Located``), so that a finding can point at the key it is
about. Only plain mappings, sequences and scalars are built: tags that
construct objects are refused by the safe loader, aliases are refused."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MAX_BLOCK_CHARS = 1_000_000
MAX_DEPTH = 8
# Aliases share nodes, so a small block can describe a huge tree: building
# stops at this many nodes.
MAX_NODES = 20_000


@dataclass(frozen=True, slots=True)
class Located:
    value: Any  # dict[str, Located] | list[Located] | a scalar
    line: int  # 1-based card line
    raw: str | None = None  # a scalar as written (``000123`` stays text here)


def read_key(text: str, first_line: int) -> tuple[dict[str, Any] | None, tuple[int, str] | None]:
    """``{key: Located}`` of a block of frontmatter starting at card line
    ``first_line``, or ``(line, cause)`` when it is not usable YAML."""
    import yaml

    if len(text) > MAX_BLOCK_CHARS:
        return None, (first_line, "too large")
    try:
        loader = yaml.SafeLoader(text)
        try:
            node = loader.get_single_node()
            if node is None or not isinstance(node, yaml.MappingNode):
                return None, (first_line, "expected a key with a list")
            tree = _build(loader, node, first_line, 0, [0])
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = first_line + (mark.line if mark is not None else 0)
        return None, (line, f"invalid YAML: {exc.problem or 'cannot parse'}")
    except (yaml.YAMLError, _Refused, RecursionError) as exc:
        return None, (first_line, f"invalid YAML: {exc}")
    return {key: item for key, item in tree.value.items()}, None


class _Refused(Exception):
    pass


def _build(loader: Any, node: Any, first_line: int, depth: int, count: list[int]) -> Located:
    import yaml

    line = first_line + node.start_mark.line
    count[0] += 1
    if depth > MAX_DEPTH:
        raise _Refused("nested too deeply")
    if count[0] > MAX_NODES:
        raise _Refused("too many values")
    if isinstance(node, yaml.MappingNode):
        out: dict[str, Located] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise _Refused("keys must be plain")
            out[str(loader.construct_object(key_node))] = _build(loader, value_node, first_line, depth + 1, count)
        return Located(out, line)
    if isinstance(node, yaml.SequenceNode):
        return Located([_build(loader, item, first_line, depth + 1, count) for item in node.value], line)
    value = loader.construct_object(node)
    if not isinstance(value, (str, int, float, bool)) and value is not None:
        value = str(value)  # dates, timestamps: as written
    return Located(value, line, str(node.value))
