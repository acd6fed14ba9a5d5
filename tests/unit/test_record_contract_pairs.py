"""Every typed record a route returns against the response record that maps it to the wire
(docs/decisions/0026). Powertools turns a dataclass into a dict (``dataclasses.asdict``) before it
validates a response, and response records refuse undeclared keys: a record carries exactly its
response record's fields (snake_case of the wire names), no more and none missing. Each subject's
own file (test_<subject>_records.py) tests how its records are built and shown."""

from __future__ import annotations

import dataclasses

import pytest
from inventory_planning.contracts import audit, plans
from inventory_planning.contracts import configuration as configuration_wire
from inventory_planning.contracts.data_platform import alerts as alerts_wire
from inventory_planning.contracts.data_platform import ingestion_specs as specs_wire
from inventory_planning.contracts.tags import rules as tagging_wire
from inventory_planning.contracts.workflows import credentials as credentials_wire
from inventory_planning.contracts.workflows import records as workflows_wire
from inventory_planning.domain.alerts import records as alert_records
from inventory_planning.domain.audit import AuditEntry
from inventory_planning.domain.configuration import planning_settings
from inventory_planning.domain.configuration import records as configuration_records
from inventory_planning.domain.plans import platform_records
from inventory_planning.domain.plans import records as plan_records
from inventory_planning.domain.tags import records as tagging_records
from inventory_planning.domain.workflows import credentials as workflow_credentials
from inventory_planning.domain.workflows import records as workflow_records
from pydantic import BaseModel
from pydantic.alias_generators import to_camel

PAIRS = [
    # plans
    (plan_records.ActorRef, plans.ActorRef),
    (plan_records.PlanHeader, plans.Plan),
    (plan_records.PlanSummary, plans.PlanSearchRow),
    (plan_records.PlanLine, plans.PlanItem),
    (plan_records.OrderLine, plans.OrderPlanItem),
    (plan_records.Totals, plans.Totals),
    (plan_records.RuleWarning, plans.RuleWarning),
    (plan_records.ApprovalRequested, plans.ApprovalRequested),
    (plan_records.AddedLine, plans.AddedItem),
    (plan_records.UpdatedLines, plans.UpdatedItems),
    (plan_records.ApprovalRequest, plans.ApprovalRequest),
    (AuditEntry, audit.AuditEntry),
    (plan_records.RecommendationItem, plans.FromRecommendationResult),
    (platform_records.PlatformPlans, plans.DataPlatformPlans),
    (platform_records.ValidatedPlan, plans.ValidatedPlan),
    (platform_records.ItemError, plans.ItemError),
    (platform_records.WorkflowItemsAdded, plans.AddItemsResult),
]
PAIRS += [
    (configuration_records.ApprovalPolicy, configuration_wire.ApprovalPolicy),
    (configuration_records.PlanningPeriod, configuration_wire.PlanningPeriod),
    (configuration_records.BudgetEnvelope, configuration_wire.BudgetEnvelope),
    (configuration_records.RulesetSummary, configuration_wire.RulesetSummary),
    (configuration_records.Ruleset, configuration_wire.Ruleset),
    (configuration_records.OrgListEntry, configuration_wire.OrgListEntry),
    (configuration_records.Metric, configuration_wire.Metric),
    (configuration_records.SupplierVariantConstraint, configuration_wire.SupplierVariantConstraint),
]
PAIRS += [(alert_records.Alert, alerts_wire.Alert), (alert_records.AlertInstance, alerts_wire.AlertInstance)]
PAIRS += [(planning_settings.PlanningDefault, specs_wire.PlanningDefault)]
PAIRS += [
    (tagging_records.TaggingRule, tagging_wire.TaggingRule),
    (tagging_records.TaggingRunSummary, tagging_wire.TaggingRunSummary),
    (tagging_records.TaggingRun, tagging_wire.TaggingRun),
    (workflow_records.Workflow, workflows_wire.Workflow),
    (workflow_records.WorkflowRun, workflows_wire.WorkflowRun),
    (workflow_records.WorkflowStep, workflows_wire.WorkflowStep),
    (workflow_records.WorkflowRunDetail, workflows_wire.WorkflowRunDetail),
]
PAIRS += [(workflow_credentials.Credential, credentials_wire.WorkflowCredential)]


@pytest.mark.parametrize(("record", "contract"), PAIRS, ids=[r.__name__ for r, _ in PAIRS])
def test_a_record_carries_exactly_the_fields_of_its_response_record(record: type, contract: type[BaseModel]) -> None:
    assert {to_camel(f.name) for f in dataclasses.fields(record)} == set(contract.model_fields)
