"""Named sources: check_record."""

from __future__ import annotations

import pytest

from anchorlint.values import FieldSpec, UnknownSourceError, ValuePolicy, check_record
from anchorlint.values.errors import GroundingConfigError

MAIL = "Von: Acme GmbH\nBestellung 32008, Summe 1.234,50 EUR, geliefert am 05.04.2024."
CATALOG = "Schraube M4; Mutter M4; Unterlegscheibe"
RECORD = {
    "vendor": "Acme GmbH",
    "order": "32008",
    "total": 1234.5,
    "items": [{"name": "Schraube M4", "qty": 2}, {"name": "Dübel", "qty": None}],
    "note": "free text the model wrote",
}


def test_fields_are_found_in_the_source_they_name() -> None:
    spec = {"vendor": "mail", "order": "mail", "total": FieldSpec(source="mail", locale="de"),
            "items.*.name": "catalog"}
    result = check_record(RECORD, {"mail": MAIL, "catalog": CATALOG}, spec)
    paths = {f.path: f for f in result.fields}
    assert set(paths) == {"vendor", "order", "total", "items.0.name", "items.1.name"}
    assert paths["total"].certificate.span_text == "1.234,50"
    assert (paths["total"].certificate.line, paths["total"].certificate.col) == (2, 25)
    assert paths["items.0.name"].source == "catalog"
    assert [f.path for f in result.failures] == ["items.1.name"]
    assert not result.grounded


def test_a_value_in_another_source_does_not_count() -> None:
    record = {"order": "32008"}
    sources = {"mail": "My order has dead pixels.", "crm": "orders: 32008, 28870"}
    assert not check_record(record, sources, {"order": "mail"}).grounded
    assert check_record(record, sources, {"order": "crm"}).grounded


def test_unknown_sources_are_raised_before_any_checking() -> None:
    spec = {"vendor": "mail", "items.*.name": "catalog", "extra": FieldSpec(source="erp")}
    with pytest.raises(UnknownSourceError) as caught:
        check_record(RECORD, {"mail": MAIL}, spec)
    assert caught.value.missing == {"catalog": ("items.*.name",), "erp": ("extra",)}
    assert caught.value.available == ("mail",)
    assert isinstance(caught.value, GroundingConfigError)
    assert not isinstance(caught.value, ValueError)


def test_the_default_source_is_never_guessed() -> None:
    with pytest.raises(UnknownSourceError) as caught:
        check_record({"vendor": "Acme"}, {"mail": "Acme"})
    assert caught.value.missing == {"default": ("<record>",)}
    with pytest.raises(UnknownSourceError):
        check_record({"vendor": "Acme"}, {"mail": "Acme"}, {"vendor": FieldSpec()})
    assert check_record({"vendor": "Acme"}, "Acme").grounded  # a lone string is the default
    assert check_record({"vendor": "Acme"}, {"default": "Acme", "mail": ""}).grounded


def test_an_unchecked_path_needs_no_source() -> None:
    spec = {"vendor": "mail", "note": FieldSpec(source="nowhere", check=False)}
    result = check_record(RECORD, {"mail": MAIL}, spec)
    assert [f.path for f in result.fields] == ["vendor"]


def test_without_a_spec_every_leaf_is_checked() -> None:
    result = check_record({"a": "Acme", "b": [1, None, {"c": True}]}, "Acme, 1 item: yes")
    assert [f.path for f in result.fields] == ["a", "b.0", "b.2.c"]
    assert result.skipped == ("b.1",)
    assert result.grounded


def test_the_most_specific_path_wins() -> None:
    record = {"items": [{"name": "Mutter M4", "sku": "X-9"}]}
    spec = {"items": "catalog", "items.*.sku": FieldSpec(check=False), "items.0.name": "mail"}
    result = check_record(record, {"catalog": CATALOG, "mail": "Mutter M4"}, spec)
    assert [(f.path, f.source) for f in result.fields] == [("items.0.name", "mail")]


def test_field_settings_override_the_policy() -> None:
    record = {"vendor": "Acme Corporation"}
    source = "Acme Corporatlon"
    assert not check_record(record, source).grounded
    assert check_record(record, source, {"vendor": FieldSpec(mode="fuzzy")}).grounded
    assert check_record(record, source, policy=ValuePolicy(mode="fuzzy")).grounded
    with pytest.raises(ValueError):
        check_record(record, source, {"vendor": FieldSpec(mode="loose")})


def test_unused_spec_paths_are_reported() -> None:
    result = check_record({"vendor": "Acme"}, "Acme", {"vendor": FieldSpec(), "vendr": FieldSpec()})
    assert result.unused == ("vendr",)


def test_bad_inputs() -> None:
    with pytest.raises(TypeError):
        check_record(["Acme"], "Acme")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        check_record({"a": "Acme"}, {"default": b"Acme"})  # type: ignore[dict-item]
    with pytest.raises(TypeError):
        check_record({"a": "Acme"}, "Acme", {"a": 3})  # type: ignore[dict-item]


def test_as_dict_is_json() -> None:
    import json

    result = check_record(RECORD, {"mail": MAIL, "catalog": CATALOG},
                          {"vendor": "mail", "total": FieldSpec(source="mail", locale="de")})
    data = json.loads(json.dumps(result.as_dict()))
    assert data["grounded"] is True
    assert data["fields"]["total"]["span_text"] == "1.234,50"
    assert data["fields"]["total"]["source"] == "mail"
