"""Records and bodies of the workflow endpoints (issue 26; REFERENCE 7; docs/automation.md "Workflows", "Runs").

A definition is ``{"nodes": [{"id", "type", "config"}], "edges": [{"from", "to"}]}``; its node configs
are typed by ``domain.workflows.configs`` and validated when a workflow is created or its definition
changed (422 naming ``definition.nodes[i].config.<field>``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema, field_validator

from inventory_planning.contracts.schemas import Record
from inventory_planning.domain.workflows.definition import MAX_EDGES, MAX_NODES, NODE_ID_PATTERN
from inventory_planning.domain.workflows.nodes import NODE_TYPES

WorkflowStatus = Literal["draft", "active", "paused", "archived"]
RunStatus = Literal["PENDING", "RUNNING", "COMPLETED", "FAILED", "CANCELLED"]
StepStatus = Literal["PENDING", "RUNNING", "SUCCEEDED", "FAILED", "SKIPPED", "CANCELLED"]
TriggerType = Literal["MANUAL", "SCHEDULED", "API"]
Name = Annotated[str, Field(min_length=1, max_length=255)]
Description = Annotated[str, Field(max_length=2000)]


class Workflow(Record):
    """A workflow; ``ownerShopIds`` the creator's assigned shops (null: every shop), the shops its runs act on."""

    id: str
    name: str
    description: str
    status: WorkflowStatus
    definition: dict[str, Any] = Field(description='{"nodes": [{"id", "type", "config"}], "edges": [{"from", "to"}]}')
    createdAt: str
    createdBy: str
    updatedAt: str
    updatedBy: str
    ownerShopIds: list[str] | None
    lastRunAt: str | None
    lastRunStatus: RunStatus | None


class WorkflowRun(Record):
    """A run: ``triggerContext`` ``{entityType, matchedEntityIds (first 1,000), matchedCount, includeTags,
    excludeTags}`` once its TRIGGER ran; ``outputSummary`` ``{totalPlansCreated, totalItemsAdded,
    totalItemsSkipped, totalErrorsRecorded}``; ``definitionVersion`` the workflow version it executes."""

    id: str
    workflowId: str
    workflowName: str
    status: RunStatus
    triggerType: TriggerType
    triggeredBy: dict[str, str] = Field(description="{kind: USER | API_TOKEN | SYSTEM, id}")
    triggeredAt: str
    startedAt: str | None
    completedAt: str | None
    triggerContext: dict[str, Any] | None
    outputSummary: dict[str, int]
    errorMessage: str | None = Field(description="<nodeId>: <CODE>: <sentence> of the failed node")
    definitionVersion: int


class WorkflowStep(Record):
    """One node's step: ``resolvedInput`` and ``output`` at most 64 KB of JSON each (``truncated`` when
    cut), ``logs`` at most 100 ``{level, message}``, ``durationMs`` from start to end."""

    nodeId: str
    nodeType: str
    status: StepStatus
    resolvedInput: dict[str, Any] | None
    output: dict[str, Any] | None
    truncated: bool
    errorCode: str | None
    errorMessage: str | None
    errorDetails: dict[str, Any] | None
    retryCount: int
    logs: list[dict[str, str]]
    startedAt: str | None
    completedAt: str | None
    durationMs: int | None


class WorkflowRunDetail(WorkflowRun):
    """A run with one step per node, in execution order."""

    steps: list[WorkflowStep]


_BODY = ConfigDict(extra="forbid")
_NODE_ID = {"type": "string", "pattern": NODE_ID_PATTERN}
_DEFINITION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "description": "A DAG of nodes (one TRIGGER) and edges; validated by the service, every refusal naming its field "
    "(definition.nodes[2].config.quantity.target): docs/automation.md",
    "required": ["nodes"],
    "additionalProperties": False,
    "properties": {
        "nodes": {
            "type": "array", "minItems": 1, "maxItems": MAX_NODES,
            "items": {
                "type": "object", "required": ["id", "type"], "additionalProperties": False,
                "properties": {"id": _NODE_ID, "type": {"type": "string", "enum": list(NODE_TYPES)},
                               "config": {"type": "object", "description": "the node type's fields"}},
            },
        },
        "edges": {
            "type": "array", "maxItems": MAX_EDGES,
            "items": {"type": "object", "required": ["from", "to"], "additionalProperties": False,
                      "properties": {"from": _NODE_ID, "to": _NODE_ID}},
        },
    },
}  # fmt: skip
Definition = Annotated[dict[str, Any], WithJsonSchema(_DEFINITION_SCHEMA)]
"""A definition as JSON: its shape is checked by ``domain.workflows.definition.validate_definition`` so
that every refusal names its field the same way (``definition.nodes[1].id``)."""


class WorkflowCreate(BaseModel):
    """POST /api/workflows: ``{name, description?, status? (draft | active | paused; default draft), definition}``."""

    model_config = _BODY
    name: Name
    description: Description = ""
    status: Literal["draft", "active", "paused"] = "draft"
    definition: Definition

    def as_dict(self) -> dict[str, Any]:
        """The body as JSON."""
        return self.model_dump(mode="json")


class WorkflowUpdate(BaseModel):
    """PATCH /api/workflows/{id}: ``{name?, description?, status?, definition?}``; absent = unchanged, null refused."""

    model_config = _BODY
    # None stands for "absent" only: the types admit no null (the document says so), _not_null names it.
    name: Name = None  # type: ignore[assignment]
    description: Description = None  # type: ignore[assignment]
    status: WorkflowStatus = None  # type: ignore[assignment]
    definition: Definition = None  # type: ignore[assignment]

    @field_validator("name", "description", "status", "definition", mode="before")
    @classmethod
    def _not_null(cls, value: Any) -> Any:
        if value is None:
            raise ValueError("cannot be null")
        return value

    def changes(self) -> dict[str, Any]:
        """The fields the body names, as JSON."""
        return self.model_dump(mode="json", include=self.model_fields_set)
