"""The Grounded marker for pydantic models (extra anchorlint[pydantic])."""

from __future__ import annotations

import subprocess
import sys
from typing import Annotated, Optional

import pytest

from anchorlint.values import UnknownSourceError
from anchorlint.values.pydantic import FLAGS_KEY, SOURCES_KEY, Grounded, GroundingFlag


def test_the_marker_imports_without_pydantic() -> None:
    code = (
        "import sys; sys.modules['pydantic'] = None; sys.modules['pydantic_core'] = None\n"
        "from anchorlint.values.pydantic import Grounded\n"
        "Grounded(source='mail', on_mismatch='flag')\n"
        "assert sys.modules['pydantic'] is None\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=".")


def test_the_marker_validates_its_options() -> None:
    with pytest.raises(ValueError):
        Grounded(on_mismatch="retry")
    with pytest.raises(ValueError):
        Grounded(mode="loose")
    with pytest.raises(ValueError):
        Grounded(threshold=2)


pydantic = pytest.importorskip("pydantic")
BaseModel, ValidationError = pydantic.BaseModel, pydantic.ValidationError

MAIL = "Von Acme GmbH: Summe 1.234,50 EUR, Lieferung am 05.04.2024, dringend"
CATALOG = "Schraube M4, Mutter M4"


class Item(BaseModel):
    name: Annotated[str, Grounded(source="catalog")]
    qty: int


class Order(BaseModel):
    vendor: Annotated[str, Grounded(source="mail")]
    total: Annotated[float, Grounded(source="mail", locale="de")]
    items: list[Item] = []
    tags: Annotated[list[str], Grounded(source="mail", on_mismatch="flag")] = []
    note: Annotated[Optional[str], Grounded(source="mail")] = None
    alias: Optional[Annotated[str, Grounded(source="mail")]] = None


class Line(BaseModel):
    name: str
    qty: int
    comment: Optional[str] = None


class Draft(BaseModel):
    vendor: str
    lines: list[Line]


class Shipment(BaseModel):
    drafts: Annotated[list[Draft], Grounded(source="mail", on_mismatch="flag")]
    checked: Annotated[list[Draft], Grounded(source="mail")] = []


SOURCES = {"mail": MAIL, "catalog": CATALOG}
GOOD = {"vendor": "Acme GmbH", "total": 1234.5, "items": [{"name": "Schraube M4", "qty": 2}]}


def test_grounded_fields_pass() -> None:
    order = Order.model_validate(GOOD, context={SOURCES_KEY: SOURCES})
    assert order.total == 1234.5


def test_error_mode_fails_validation_with_the_field_path() -> None:
    items = [{"name": "Schraube M4", "qty": 1}, {"name": "Dübel", "qty": 1}]
    data = {**GOOD, "vendor": "Acme AG", "items": items}
    with pytest.raises(ValidationError) as caught:
        Order.model_validate(data, context={SOURCES_KEY: SOURCES})
    errors = caught.value.errors()
    assert [(e["loc"], e["type"]) for e in errors] == [
        (("vendor",), "anchorlint_ungrounded"),
        (("items", 1, "name"), "anchorlint_ungrounded"),
    ]
    assert errors[0]["ctx"]["source"] == "mail"


def test_flag_mode_records_without_failing() -> None:
    context: dict[str, object] = {SOURCES_KEY: SOURCES}
    order = Order.model_validate({**GOOD, "tags": ["dringend", "eilig", "EUR"]}, context=context)
    assert order.tags == ["dringend", "eilig", "EUR"]
    flags = context[FLAGS_KEY]
    assert isinstance(flags, list) and len(flags) == 1
    flag = flags[0]
    assert isinstance(flag, GroundingFlag)
    assert (flag.model, flag.field, flag.path, flag.source) == ("Order", "tags", "tags.1", "mail")
    assert flag.certificate.reason == "not-found"
    assert flag.as_dict()["certificate"]["value"] == "eilig"


def test_a_container_marker_walks_nested_models_and_lists() -> None:
    mail = "Acme GmbH liefert 7 Schrauben und 2 Muttern."
    drafts = [
        {"vendor": "Acme GmbH", "lines": [{"name": "Schrauben", "qty": 7}]},
        {"vendor": "Globex", "lines": [{"name": "Muttern", "qty": 3, "comment": None}]},
    ]
    context: dict[str, object] = {SOURCES_KEY: {"mail": mail}}
    shipment = Shipment.model_validate({"drafts": drafts}, context=context)
    assert len(shipment.drafts) == 2
    flags = context[FLAGS_KEY]
    assert isinstance(flags, list)
    assert [flag.path for flag in flags] == ["drafts.1.vendor", "drafts.1.lines.0.qty"]
    with pytest.raises(ValidationError) as caught:
        Shipment.model_validate({"drafts": [], "checked": drafts}, context={SOURCES_KEY: {"mail": mail}})
    error = caught.value.errors()[0]
    assert error["loc"] == ("checked",)
    assert error["ctx"]["paths"] == ["checked.1.vendor", "checked.1.lines.0.qty"]


def test_none_is_skipped() -> None:
    order = Order.model_validate({**GOOD, "note": None, "alias": None}, context={SOURCES_KEY: SOURCES})
    assert order.note is None
    with pytest.raises(ValidationError):
        Order.model_validate({**GOOD, "alias": "Globex"}, context={SOURCES_KEY: SOURCES})
    assert Order.model_validate({**GOOD, "alias": "Acme"}, context={SOURCES_KEY: SOURCES}).alias == "Acme"


def test_without_sources_nothing_is_grounded() -> None:
    assert Order(vendor="Globex", total=1.0).vendor == "Globex"
    assert Order.model_validate({"vendor": "Globex", "total": 1.0}, context={}).vendor == "Globex"


def test_a_missing_source_is_a_configuration_error() -> None:
    with pytest.raises(UnknownSourceError) as caught:
        Order.model_validate(GOOD, context={SOURCES_KEY: {"mail": MAIL}})
    assert "catalog" in caught.value.missing


def test_validate_grounded_checks_every_marker_first() -> None:
    from anchorlint.values.pydantic import markers, validate_grounded

    paths = [path for path, _ in markers(Order)]
    assert paths == ["vendor", "total", "items.*.name", "tags", "note", "alias"]
    with pytest.raises(UnknownSourceError) as caught:
        validate_grounded(Order, {"vendor": "x"}, {"mail": MAIL})  # invalid data, never validated
    assert caught.value.missing == {"catalog": ("items.*.name",)}
    order, flags = validate_grounded(Order, {**GOOD, "tags": ["Eilig"]}, SOURCES)
    assert order.vendor == "Acme GmbH"
    assert [flag.path for flag in flags] == ["tags.0"]


def test_locale_from_the_context() -> None:
    class Invoice(BaseModel):
        total: Annotated[int, Grounded()]

    with pytest.raises(ValidationError):
        Invoice.model_validate({"total": 1234}, context={SOURCES_KEY: "Summe 1.234 EUR"})
    invoice = Invoice.model_validate(
        {"total": 1234}, context={SOURCES_KEY: "Summe 1.234 EUR", "anchorlint_locale": "de"}
    )
    assert invoice.total == 1234


def test_dates_and_booleans_in_models() -> None:
    import datetime as dt

    class Delivery(BaseModel):
        day: Annotated[dt.date, Grounded()]
        urgent: Annotated[bool, Grounded()]

    text = "Lieferung am 05.04.2024. Dringend: ja"
    delivery = Delivery.model_validate({"day": "2024-04-05", "urgent": True}, context={SOURCES_KEY: text})
    assert delivery.day == dt.date(2024, 4, 5)
    with pytest.raises(ValidationError):
        Delivery.model_validate({"day": "2024-05-04", "urgent": True}, context={SOURCES_KEY: text})
