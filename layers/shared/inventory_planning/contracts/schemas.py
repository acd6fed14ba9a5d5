"""Response envelopes shared by every function: the success shapes SPEC gives.

- :class:`One` ``{success: true, data: T}`` (SPEC "Envelope");
- :class:`PageOf` ``{success, data: [T], page, pageSize, total}`` (docs/decisions/0004);
- :class:`MetaPageOf` ``{success, data: [T], meta: {page, pageSize, total}}`` (SPEC: stock
  snapshots, sales summary);
- :class:`RunPageOf` and :class:`RunMetaPageOf`: the same with the run served in ``meta``
  (``runDate``, ``stale``; docs/decisions/0032);
- :class:`ItemsOf` ``{success, items: [T], total, page, pageSize}`` (SPEC: planning periods,
  approval policies; the configuration lists);
- :class:`Done` ``{success: true}`` (SPEC: deletes, metric PATCH);
- :class:`ErrorEnvelope` ``{success: false, errorCode, error, fieldErrors?}``.

Records are :class:`Record` models: fields are SPEC's wire names; unknown keys in a view's dict are
refused (``extra="forbid"``), so a view cannot leak a field the document does not declare.
Models build their validators on first use (``defer_build``) to keep cold starts small.

A record maps a service's typed record to the wire (docs/decisions/0026): besides a dict with the
wire's names, it reads any object by attribute, a wire field ``planType`` from the attribute
``plan_type`` (its snake_case name) or ``planType``. A field whose source attribute has another name
says so with ``Field(validation_alias=AliasChoices("wireName", "attribute"))``. Attributes the
record does not declare are not read: a service record may carry more than a route shows.
"""

from __future__ import annotations

from typing import Any, Generic, Literal, TypeVar

from pydantic import AliasChoices, AliasGenerator, BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_snake

from inventory_planning.domain.figures import FIGURE_NOTE

T = TypeVar("T")

FIGURE_MARK = "x-figure"
"""The OpenAPI extension marking a field that holds a figure (domain/figures.py)."""


def Figure(description: str = "", default: Any = ...) -> Any:  # a field factory, named like pydantic's Field
    """A record field holding a figure derived from sales, costs or stock (docs/decisions/0024): its
    type must admit null (the value for callers without analytics.view); its description says so and
    the schema carries ``x-figure: true`` (tests check every such field of every route)."""
    text = f"{description}; {FIGURE_NOTE}" if description else FIGURE_NOTE
    return Field(default, description=text, json_schema_extra={FIGURE_MARK: True})


def _wire_or_attribute(name: str) -> AliasChoices:
    """Where a record field is read from: the wire name (a dict's key), else its snake_case attribute."""
    return AliasChoices(name, to_snake(name)) if to_snake(name) != name else AliasChoices(name)


class Record(BaseModel):
    """Base of every response record: wire names, no undeclared fields, built on first use."""

    model_config = ConfigDict(
        extra="forbid",
        defer_build=True,
        populate_by_name=True,
        json_schema_serialization_defaults_required=True,
        from_attributes=True,
        alias_generator=AliasGenerator(validation_alias=_wire_or_attribute),
    )


class One(Record, Generic[T]):
    """``{success: true, data: T}``."""

    success: Literal[True] = True
    data: T


class PageOf(Record, Generic[T]):
    """``{success: true, data: [T], page, pageSize, total}``: one page of a list."""

    success: Literal[True] = True
    data: list[T]
    page: int = Field(ge=1)
    pageSize: int = Field(ge=1, le=100)
    total: int = Field(ge=0, description="rows over every page")


class PageMeta(Record):
    """``{page, pageSize, total}``."""

    page: int = Field(ge=1)
    pageSize: int = Field(ge=1, le=100)
    total: int = Field(ge=0)


class MetaPageOf(Record, Generic[T]):
    """``{success: true, data: [T], meta: {page, pageSize, total}}``."""

    success: Literal[True] = True
    data: list[T]
    meta: PageMeta


class RunMeta(Record):
    """``{runDate, stale}``: the nightly run a page comes from (docs/decisions/0032-served-runs.md)."""

    runDate: str | None = Field(description="the run served (its asOf, YYYY-MM-DD); null when the organization has none")
    stale: bool = Field(description="no run, or a run older than the planning default staleAfterDays (service clock)")


class RunPageOf(PageOf[T], Generic[T]):
    """``{success, data: [T], page, pageSize, total, meta: {runDate, stale}}``: a page of one nightly run."""

    meta: RunMeta


class RunPageMeta(PageMeta):
    """``{page, pageSize, total, runDate, stale}``."""

    runDate: str | None = Field(description="the run served (its asOf, YYYY-MM-DD); null when the organization has none")
    stale: bool = Field(description="no run, or a run older than the planning default staleAfterDays (service clock)")


class RunMetaPageOf(Record, Generic[T]):
    """``{success, data: [T], meta: {page, pageSize, total, runDate, stale}}``: a page of one nightly run."""

    success: Literal[True] = True
    data: list[T]
    meta: RunPageMeta


class ItemsOf(Record, Generic[T]):
    """``{success: true, items: [T], total, page, pageSize}``."""

    success: Literal[True] = True
    items: list[T]
    total: int = Field(ge=0)
    page: int = Field(ge=1)
    pageSize: int = Field(ge=1, le=100)


class Done(Record):
    """``{success: true}``: the change is made and there is nothing to return."""

    success: Literal[True] = True


class FieldError(Record):
    """One failing field of a 422: ``{field, code, message}``."""

    field: str
    code: str
    message: str


class ErrorEnvelope(Record):
    """Every error: ``{success: false, errorCode, error, fieldErrors?}`` (SPEC "Errors")."""

    success: Literal[False] = False
    errorCode: str = Field(description="stable machine-readable code")
    error: str = Field(description="human-readable text; may change between versions")
    fieldErrors: list[FieldError] | None = Field(default=None, description="on 422: the failing fields")
    details: dict[str, Any] | None = Field(
        default=None,
        description="what the error adds, e.g. BUSINESS_RULE_VIOLATION: {rules: [{ruleId, ruleName, message}]}",
    )
