"""Records and bodies of the workflow endpoints (issue 26; REFERENCE 7; docs/automation.md "Workflows", "Runs").

A definition is ``{"nodes": [{"id", "type", "config"}], "edges": [{"from", "to"}]}``; its node configs
are typed by ``domain.workflows.configs`` and validated when a workflow is created or its definition
changed (422 naming ``definition.nodes[i].config.<field>``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from inventory_planning.api.schemas import Record
from inventory_planning.domain.workflows.definition import WorkflowDefinition

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


class WorkflowCreate(BaseModel):
    """POST /api/workflows: ``{name, description?, status? (draft | active | paused; default draft), definition}``."""

    model_config = _BODY
    name: Name
    description: Description = ""
    status: Literal["draft", "active", "paused"] = "draft"
    definition: WorkflowDefinition

    def as_dict(self) -> dict[str, Any]:
        """The body as JSON (wire names; edges ``{from, to}``)."""
        return self.model_dump(mode="json", by_alias=True)


class WorkflowUpdate(BaseModel):
    """PATCH /api/workflows/{id}: ``{name?, description?, status?, definition?}``; absent = unchanged, null refused."""

    model_config = _BODY
    name: Name | None = None
    description: Description | None = None
    status: WorkflowStatus | None = None
    definition: WorkflowDefinition | None = None

    @field_validator("name", "description", "status", "definition", mode="before")
    @classmethod
    def _not_null(cls, value: Any) -> Any:
        if value is None:
            raise ValueError("cannot be null")
        return value

    def changes(self) -> dict[str, Any]:
        """The fields the body names, as JSON."""
        return self.model_dump(mode="json", by_alias=True, include=self.model_fields_set)
