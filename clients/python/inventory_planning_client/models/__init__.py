"""Contains all the data models used in inputs/outputs"""

from .actor_ref import ActorRef
from .actor_ref_kind import ActorRefKind
from .add_items_result import AddItemsResult
from .add_items_to_plan import AddItemsToPlan
from .add_items_to_plan_items_item import AddItemsToPlanItemsItem
from .add_plan_item_plan_type import AddPlanItemPlanType
from .added_item import AddedItem
from .aggregation_body import AggregationBody
from .aggregation_body_function import AggregationBodyFunction
from .aggregation_body_source import AggregationBodySource
from .alert import Alert
from .alert_checklevel import AlertChecklevel
from .alert_frequency import AlertFrequency
from .alert_instance import AlertInstance
from .alert_instance_entity import AlertInstanceEntity
from .alert_instance_status import AlertInstanceStatus
from .alert_list import AlertList
from .alert_operator_type_0 import AlertOperatorType0
from .alert_risk_type_type_0 import AlertRiskTypeType0
from .alert_tagoperator import AlertTagoperator
from .alert_triggertype import AlertTriggertype
from .api_token import ApiToken
from .api_token_status import ApiTokenStatus
from .append_logs import AppendLogs
from .approval_decision import ApprovalDecision
from .approval_policy import ApprovalPolicy
from .approval_policy_action_family_type_0 import ApprovalPolicyActionFamilyType0
from .approval_policy_create import ApprovalPolicyCreate
from .approval_policy_create_action_family_type_0 import ApprovalPolicyCreateActionFamilyType0
from .approval_policy_create_scope_actor_types_item import ApprovalPolicyCreateScopeActorTypesItem
from .approval_policy_create_thresholdmetric import ApprovalPolicyCreateThresholdmetric
from .approval_policy_scope_actor_types_item import ApprovalPolicyScopeActorTypesItem
from .approval_policy_status import ApprovalPolicyStatus
from .approval_policy_thresholdmetric import ApprovalPolicyThresholdmetric
from .approval_policy_update import ApprovalPolicyUpdate
from .approval_policy_update_action_family_type_0 import ApprovalPolicyUpdateActionFamilyType0
from .approval_policy_update_scope_actor_types_item import ApprovalPolicyUpdateScopeActorTypesItem
from .approval_policy_update_thresholdmetric import ApprovalPolicyUpdateThresholdmetric
from .approval_rejection import ApprovalRejection
from .approval_request import ApprovalRequest
from .approval_request_plantype import ApprovalRequestPlantype
from .approval_request_status import ApprovalRequestStatus
from .approval_requested import ApprovalRequested
from .assumptions import Assumptions
from .assumptions_defaultgrossmarginpctsource import AssumptionsDefaultgrossmarginpctsource
from .assumptions_holdingcostratesource import AssumptionsHoldingcostratesource
from .audit_entry import AuditEntry
from .audit_entry_action import AuditEntryAction
from .audit_entry_actorkind import AuditEntryActorkind
from .audit_entry_after_type_0 import AuditEntryAfterType0
from .audit_entry_before_type_0 import AuditEntryBeforeType0
from .audit_entry_parent_type_0 import AuditEntryParentType0
from .audit_entry_rules_type_0_item import AuditEntryRulesType0Item
from .batch_item_error import BatchItemError
from .batch_item_error_field_errors_type_0_item import BatchItemErrorFieldErrorsType0Item
from .batch_item_result import BatchItemResult
from .batch_patch_file_ingestions import BatchPatchFileIngestions
from .batch_register_file_ingestions import BatchRegisterFileIngestions
from .batch_register_file_ingestions_items_item import BatchRegisterFileIngestionsItemsItem
from .batch_results import BatchResults
from .batch_summary import BatchSummary
from .brand import Brand
from .brand_figures import BrandFigures
from .brand_not_restricted import BrandNotRestricted
from .budget_envelope import BudgetEnvelope
from .budget_envelope_cap import BudgetEnvelopeCap
from .budget_envelope_create import BudgetEnvelopeCreate
from .budget_envelope_create_scope import BudgetEnvelopeCreateScope
from .budget_envelope_scope import BudgetEnvelopeScope
from .budget_envelope_update import BudgetEnvelopeUpdate
from .change_alert import ChangeAlert
from .change_alert_check_level_type_0 import ChangeAlertCheckLevelType0
from .change_alert_frequency_type_0 import ChangeAlertFrequencyType0
from .change_alert_operator_type_0 import ChangeAlertOperatorType0
from .change_alert_risk_type_type_0 import ChangeAlertRiskTypeType0
from .change_alert_tag_operator_type_0 import ChangeAlertTagOperatorType0
from .change_alert_trigger_type_type_0 import ChangeAlertTriggerTypeType0
from .change_tagging_rule import ChangeTaggingRule
from .change_tagging_rule_propagation import ChangeTaggingRulePropagation
from .check_plan_plan_type import CheckPlanPlanType
from .checked_rule import CheckedRule
from .checked_rule_enforcement import CheckedRuleEnforcement
from .collection import Collection
from .column_condition import ColumnCondition
from .column_condition_columnoperator import ColumnConditionColumnoperator
from .composite_body import CompositeBody
from .composite_body_combine import CompositeBodyCombine
from .composite_part import CompositePart
from .conditions import Conditions
from .conditions_operator import ConditionsOperator
from .create_alert import CreateAlert
from .create_alert_checklevel import CreateAlertChecklevel
from .create_alert_frequency import CreateAlertFrequency
from .create_alert_operator_type_0 import CreateAlertOperatorType0
from .create_alert_risk_type_type_0 import CreateAlertRiskTypeType0
from .create_alert_tagoperator import CreateAlertTagoperator
from .create_alert_triggertype import CreateAlertTriggertype
from .create_org_list_entry_listtype import CreateOrgListEntryListtype
from .create_sandbox_ingest_run import CreateSandboxIngestRun
from .create_sandbox_ingest_run_triggertype import CreateSandboxIngestRunTriggertype
from .create_sandbox_promote_run import CreateSandboxPromoteRun
from .create_sandbox_promote_run_triggertype import CreateSandboxPromoteRunTriggertype
from .create_token_request import CreateTokenRequest
from .create_token_request_permissions_item import CreateTokenRequestPermissionsItem
from .created_api_token import CreatedApiToken
from .created_api_token_status import CreatedApiTokenStatus
from .credential_create import CredentialCreate
from .credential_create_type import CredentialCreateType
from .data_platform_plans import DataPlatformPlans
from .data_platform_plans_countsbystatus import DataPlatformPlansCountsbystatus
from .data_platform_validate import DataPlatformValidate
from .decision_context_snapshot import DecisionContextSnapshot
from .decision_context_snapshot_forecastvalues import DecisionContextSnapshotForecastvalues
from .decision_context_snapshot_rule_outcomes_item import DecisionContextSnapshotRuleOutcomesItem
from .decision_context_snapshot_stockoutriskscores import DecisionContextSnapshotStockoutriskscores
from .decision_vector import DecisionVector
from .decision_vector_domain import DecisionVectorDomain
from .decision_vector_scores import DecisionVectorScores
from .delete_org_list_entry_listtype import DeleteOrgListEntryListtype
from .delete_plan_plan_type import DeletePlanPlanType
from .done import Done
from .enrich_product import EnrichProduct
from .enrichment_queued import EnrichmentQueued
from .error_envelope import ErrorEnvelope
from .error_envelope_details_type_0 import ErrorEnvelopeDetailsType0
from .field_error import FieldError
from .figures import Figures
from .file_ingestion_list import FileIngestionList
from .file_ingestion_record import FileIngestionRecord
from .file_ingestion_record_status import FileIngestionRecordStatus
from .file_status_change import FileStatusChange
from .file_status_change_status import FileStatusChangeStatus
from .fill_rate import FillRate
from .forecast_record import ForecastRecord
from .forecast_record_granularity import ForecastRecordGranularity
from .formula_body import FormulaBody
from .from_recommendation import FromRecommendation
from .from_recommendation_domain import FromRecommendationDomain
from .from_recommendation_result import FromRecommendationResult
from .from_recommendation_result_plantype import FromRecommendationResultPlantype
from .frontier_point import FrontierPoint
from .frontier_point_policy import FrontierPointPolicy
from .get_inventory_valuation_groupby import GetInventoryValuationGroupby
from .get_inventory_valuation_sortby import GetInventoryValuationSortby
from .get_inventory_valuation_sortdir import GetInventoryValuationSortdir
from .get_open_api_document_return import GetOpenApiDocumentReturn
from .get_plan_plan_type import GetPlanPlanType
from .get_product_period import GetProductPeriod
from .get_sales_summary_groupby import GetSalesSummaryGroupby
from .get_sales_summary_sortby import GetSalesSummarySortby
from .get_sales_summary_sortdir import GetSalesSummarySortdir
from .health import Health
from .ingestion_spec import IngestionSpec
from .ingestion_spec_body import IngestionSpecBody
from .ingestion_spec_body_columns import IngestionSpecBodyColumns
from .ingestion_spec_body_dataset import IngestionSpecBodyDataset
from .ingestion_spec_body_status import IngestionSpecBodyStatus
from .ingestion_spec_columns import IngestionSpecColumns
from .ingestion_spec_detection import IngestionSpecDetection
from .ingestion_spec_parsing import IngestionSpecParsing
from .instance_comment import InstanceComment
from .inventory_item_row import InventoryItemRow
from .inventory_item_search_result import InventoryItemSearchResult
from .inventory_risk import InventoryRisk
from .inventory_risk_dead_stock_tier_type_0 import InventoryRiskDeadStockTierType0
from .inventory_risk_risktype import InventoryRiskRisktype
from .inventory_risk_status import InventoryRiskStatus
from .inventory_risk_valuation_basis_type_0 import InventoryRiskValuationBasisType0
from .item_error import ItemError
from .items_of_approval_policy import ItemsOfApprovalPolicy
from .items_of_budget_envelope import ItemsOfBudgetEnvelope
from .items_of_metric import ItemsOfMetric
from .items_of_org_list_entry import ItemsOfOrgListEntry
from .items_of_planning_period import ItemsOfPlanningPeriod
from .items_of_ruleset_summary import ItemsOfRulesetSummary
from .items_of_supplier_variant_constraint import ItemsOfSupplierVariantConstraint
from .items_of_workflow_credential import ItemsOfWorkflowCredential
from .job_run import JobRun
from .job_run_params_type_0 import JobRunParamsType0
from .job_run_stats_type_0 import JobRunStatsType0
from .job_run_status import JobRunStatus
from .list_alert_instances_status_type_0 import ListAlertInstancesStatusType0
from .list_api_tokens_status_type_0 import ListApiTokensStatusType0
from .list_approval_requests_status_type_0 import ListApprovalRequestsStatusType0
from .list_audit_log_entries_entity_type_type_0 import ListAuditLogEntriesEntityTypeType0
from .list_data_platform_plans_plan_type import ListDataPlatformPlansPlanType
from .list_data_platform_plans_status_type_0 import ListDataPlatformPlansStatusType0
from .list_decision_vectors_domain_type_0 import ListDecisionVectorsDomainType0
from .list_file_ingestions_file_type_type_0 import ListFileIngestionsFileTypeType0
from .list_file_ingestions_status_type_0 import ListFileIngestionsStatusType0
from .list_forecasts_granularity import ListForecastsGranularity
from .list_inventory_risks_status_type_0 import ListInventoryRisksStatusType0
from .list_inventory_risks_type import ListInventoryRisksType
from .list_markdown_plans_status_type_0 import ListMarkdownPlansStatusType0
from .list_metrics_scope_type_0 import ListMetricsScopeType0
from .list_order_lines_sortby import ListOrderLinesSortby
from .list_order_lines_sortdir import ListOrderLinesSortdir
from .list_org_list_entries_listtype import ListOrgListEntriesListtype
from .list_outcome_attributions_plan_type_type_0 import ListOutcomeAttributionsPlanTypeType0
from .list_outcome_attributions_window import ListOutcomeAttributionsWindow
from .list_own_file_ingestions_file_type_type_0 import ListOwnFileIngestionsFileTypeType0
from .list_own_file_ingestions_status_type_0 import ListOwnFileIngestionsStatusType0
from .list_plan_activity_plan_type import ListPlanActivityPlanType
from .list_plan_items_plan_type import ListPlanItemsPlanType
from .list_products_period import ListProductsPeriod
from .list_products_sortby import ListProductsSortby
from .list_products_sortdirection import ListProductsSortdirection
from .list_rebalance_plans_status_type_0 import ListRebalancePlansStatusType0
from .list_recommendations_domain import ListRecommendationsDomain
from .list_recommendations_full_domain_type_0 import ListRecommendationsFullDomainType0
from .list_restock_plans_status_type_0 import ListRestockPlansStatusType0
from .list_sales_forecasts_granularity import ListSalesForecastsGranularity
from .list_sales_lines_line_type_type_0 import ListSalesLinesLineTypeType0
from .list_sales_lines_sortby import ListSalesLinesSortby
from .list_sales_lines_sortdir import ListSalesLinesSortdir
from .list_tagged_entities_entity_type_type_0 import ListTaggedEntitiesEntityTypeType0
from .list_tags_kind_type_0 import ListTagsKindType0
from .list_tags_target_type_0 import ListTagsTargetType0
from .list_workflows_status_type_0 import ListWorkflowsStatusType0
from .log_entry import LogEntry
from .log_entry_context import LogEntryContext
from .log_entry_level import LogEntryLevel
from .log_page import LogPage
from .log_page_data_item import LogPageDataItem
from .logs_appended import LogsAppended
from .lost_position import LostPosition
from .markdown_item_add import MarkdownItemAdd
from .markdown_item_add_typed import MarkdownItemAddTyped
from .markdown_plan_create import MarkdownPlanCreate
from .max_discount_percent import MaxDiscountPercent
from .max_items_per_shop import MaxItemsPerShop
from .max_plan_quantity import MaxPlanQuantity
from .max_plan_value import MaxPlanValue
from .max_plan_value_per_brand import MaxPlanValuePerBrand
from .max_quantity_per_variant import MaxQuantityPerVariant
from .meta_page_of_sales_summary_row import MetaPageOfSalesSummaryRow
from .meta_page_of_stock_snapshot import MetaPageOfStockSnapshot
from .metric import Metric
from .metric_body import MetricBody
from .metric_condition import MetricCondition
from .metric_condition_conditionoperator import MetricConditionConditionoperator
from .metric_condition_metricid import MetricConditionMetricid
from .metric_create import MetricCreate
from .metric_create_grain_item import MetricCreateGrainItem
from .metric_filter import MetricFilter
from .metric_filter_operator import MetricFilterOperator
from .metric_patch import MetricPatch
from .metric_patch_grain_item import MetricPatchGrainItem
from .metric_scope import MetricScope
from .min_margin_after_discount_percent import MinMarginAfterDiscountPercent
from .min_max_variant import MinMaxVariant
from .min_order_quantity import MinOrderQuantity
from .movement_line_record import MovementLineRecord
from .one_add_items_result import OneAddItemsResult
from .one_alert import OneAlert
from .one_alert_instance import OneAlertInstance
from .one_api_token import OneApiToken
from .one_approval_policy import OneApprovalPolicy
from .one_approval_request import OneApprovalRequest
from .one_budget_envelope import OneBudgetEnvelope
from .one_collection import OneCollection
from .one_created_api_token import OneCreatedApiToken
from .one_data_platform_plans import OneDataPlatformPlans
from .one_file_ingestion_record import OneFileIngestionRecord
from .one_health import OneHealth
from .one_ingestion_spec import OneIngestionSpec
from .one_job_run import OneJobRun
from .one_logs_appended import OneLogsAppended
from .one_metric import OneMetric
from .one_movement_line_record import OneMovementLineRecord
from .one_org_list_entry import OneOrgListEntry
from .one_plan import OnePlan
from .one_plan_check import OnePlanCheck
from .one_planning_period import OnePlanningPeriod
from .one_product_performance import OneProductPerformance
from .one_provisioned_organization import OneProvisionedOrganization
from .one_replay import OneReplay
from .one_replay_position import OneReplayPosition
from .one_resolved_settings import OneResolvedSettings
from .one_ruleset import OneRuleset
from .one_ruleset_summary import OneRulesetSummary
from .one_sandbox_run import OneSandboxRun
from .one_sandbox_run_started import OneSandboxRunStarted
from .one_sandbox_run_state import OneSandboxRunState
from .one_supplier_variant_constraint import OneSupplierVariantConstraint
from .one_tag import OneTag
from .one_tag_deleted import OneTagDeleted
from .one_tagging_rule import OneTaggingRule
from .one_tagging_run import OneTaggingRun
from .one_tags_assigned import OneTagsAssigned
from .one_tags_removed import OneTagsRemoved
from .one_whoami import OneWhoami
from .one_workflow import OneWorkflow
from .one_workflow_credential import OneWorkflowCredential
from .one_workflow_run import OneWorkflowRun
from .one_workflow_run_detail import OneWorkflowRunDetail
from .onedictstr_any import OnedictstrAny
from .onedictstr_any_data import OnedictstrAnyData
from .onelist_variant_stock_row import OnelistVariantStockRow
from .order_line_record import OrderLineRecord
from .order_plan_item import OrderPlanItem
from .order_plan_item_status import OrderPlanItemStatus
from .order_plan_items import OrderPlanItems
from .org_list_entry import OrgListEntry
from .org_list_entry_create import OrgListEntryCreate
from .org_list_entry_create_metadata_type_0 import OrgListEntryCreateMetadataType0
from .org_list_entry_listtype import OrgListEntryListtype
from .org_list_entry_metadata import OrgListEntryMetadata
from .organization_only import OrganizationOnly
from .outcome_attribution import OutcomeAttribution
from .outcome_attribution_attributionsource import OutcomeAttributionAttributionsource
from .pack_multiple import PackMultiple
from .page_meta import PageMeta
from .page_of_alert_instance import PageOfAlertInstance
from .page_of_api_token import PageOfApiToken
from .page_of_approval_request import PageOfApprovalRequest
from .page_of_audit_entry import PageOfAuditEntry
from .page_of_brand import PageOfBrand
from .page_of_collection import PageOfCollection
from .page_of_file_ingestion_record import PageOfFileIngestionRecord
from .page_of_ingestion_spec import PageOfIngestionSpec
from .page_of_inventory_item_row import PageOfInventoryItemRow
from .page_of_movement_line_record import PageOfMovementLineRecord
from .page_of_order_line_record import PageOfOrderLineRecord
from .page_of_outcome_attribution import PageOfOutcomeAttribution
from .page_of_plan import PageOfPlan
from .page_of_plan_item import PageOfPlanItem
from .page_of_plan_search_row import PageOfPlanSearchRow
from .page_of_product_performance import PageOfProductPerformance
from .page_of_product_variant import PageOfProductVariant
from .page_of_product_variant_row import PageOfProductVariantRow
from .page_of_replay_summary import PageOfReplaySummary
from .page_of_sale_line_record import PageOfSaleLineRecord
from .page_of_shop import PageOfShop
from .page_of_stock_ledger_entry import PageOfStockLedgerEntry
from .page_of_tag import PageOfTag
from .page_of_tagged_entity import PageOfTaggedEntity
from .page_of_tagging_rule import PageOfTaggingRule
from .page_of_tagging_run_summary import PageOfTaggingRunSummary
from .page_of_workflow import PageOfWorkflow
from .page_of_workflow_run import PageOfWorkflowRun
from .patch_file_ingestion import PatchFileIngestion
from .patch_file_ingestion_status_type_0 import PatchFileIngestionStatusType0
from .perimeter_product import PerimeterProduct
from .perimeter_results import PerimeterResults
from .perimeter_shop import PerimeterShop
from .perimeter_variant import PerimeterVariant
from .period_filter import PeriodFilter
from .period_filter_type import PeriodFilterType
from .plan import Plan
from .plan_change_added_item import PlanChangeAddedItem
from .plan_change_from_recommendation_result import PlanChangeFromRecommendationResult
from .plan_change_plan import PlanChangePlan
from .plan_change_updated_items import PlanChangeUpdatedItems
from .plan_change_validated_plan import PlanChangeValidatedPlan
from .plan_check import PlanCheck
from .plan_decision_context_snapshot_type_0 import PlanDecisionContextSnapshotType0
from .plan_item import PlanItem
from .plan_item_plantype import PlanItemPlantype
from .plan_item_source import PlanItemSource
from .plan_item_status import PlanItemStatus
from .plan_item_update import PlanItemUpdate
from .plan_item_update_side_type_0 import PlanItemUpdateSideType0
from .plan_itemstatus import PlanItemstatus
from .plan_plantype import PlanPlantype
from .plan_search_row import PlanSearchRow
from .plan_search_row_plantype import PlanSearchRowPlantype
from .plan_search_row_status import PlanSearchRowStatus
from .plan_status import PlanStatus
from .plan_update import PlanUpdate
from .plan_update_status_type_0 import PlanUpdateStatusType0
from .planning_default import PlanningDefault
from .planning_default_source import PlanningDefaultSource
from .planning_defaults_change import PlanningDefaultsChange
from .planning_period import PlanningPeriod
from .planning_period_create import PlanningPeriodCreate
from .platform_change_tagging_rule import PlatformChangeTaggingRule
from .platform_change_tagging_rule_propagation import PlatformChangeTaggingRulePropagation
from .platform_start_tagging_run import PlatformStartTaggingRun
from .platform_tagging_rule import PlatformTaggingRule
from .platform_tagging_rule_propagation import PlatformTaggingRulePropagation
from .policy_result import PolicyResult
from .position_policy import PositionPolicy
from .precomputed_column_body import PrecomputedColumnBody
from .precomputed_column_body_rollup_type_0 import PrecomputedColumnBodyRollupType0
from .precomputed_column_body_source import PrecomputedColumnBodySource
from .product_enrichment import ProductEnrichment
from .product_enrichment_status_type_0 import ProductEnrichmentStatusType0
from .product_performance import ProductPerformance
from .product_performance_valuation_basis_type_0 import ProductPerformanceValuationBasisType0
from .product_shape import ProductShape
from .product_variant import ProductVariant
from .product_variant_row import ProductVariantRow
from .progress import Progress
from .provision_organization_request import ProvisionOrganizationRequest
from .provisioned_organization import ProvisionedOrganization
from .rebalance_item_add import RebalanceItemAdd
from .rebalance_item_add_typed import RebalanceItemAddTyped
from .rebalance_plan_create import RebalancePlanCreate
from .recommendation import Recommendation
from .recommendation_domain import RecommendationDomain
from .recommendation_scores import RecommendationScores
from .recommendation_why import RecommendationWhy
from .recommendations_variant import RecommendationsVariant
from .recommended_action import RecommendedAction
from .recommended_action_quantities_by_size_type_0 import RecommendedActionQuantitiesBySizeType0
from .recommended_action_transfers_type_0_item import RecommendedActionTransfersType0Item
from .register_file_ingestion import RegisterFileIngestion
from .register_file_ingestion_filetype import RegisterFileIngestionFiletype
from .register_file_ingestion_ingestionsource import RegisterFileIngestionIngestionsource
from .rejected_rows import RejectedRows
from .rejected_rows_examples import RejectedRowsExamples
from .rejected_rows_rejectedbyreason import RejectedRowsRejectedbyreason
from .rejected_rows_segments_item import RejectedRowsSegmentsItem
from .remove_plan_item_plan_type import RemovePlanItemPlanType
from .replay import Replay
from .replay_position import ReplayPosition
from .replay_position_policies import ReplayPositionPolicies
from .replay_results_type_0 import ReplayResultsType0
from .replay_status import ReplayStatus
from .replay_summary import ReplaySummary
from .replay_summary_status import ReplaySummaryStatus
from .resolved_settings import ResolvedSettings
from .resolved_settings_cleaning_operations_item import ResolvedSettingsCleaningOperationsItem
from .resolved_settings_data_sources_item import ResolvedSettingsDataSourcesItem
from .resolved_settings_datasets_item import ResolvedSettingsDatasetsItem
from .resolved_settings_goldsettings import ResolvedSettingsGoldsettings
from .resolved_settings_ingestion_specs_item import ResolvedSettingsIngestionSpecsItem
from .resolved_settings_lake import ResolvedSettingsLake
from .resolved_settings_metrics_item import ResolvedSettingsMetricsItem
from .resolved_settings_planningdefaults import ResolvedSettingsPlanningdefaults
from .restock_item_add import RestockItemAdd
from .restock_item_add_typed import RestockItemAddTyped
from .restock_item_changes import RestockItemChanges
from .restock_item_changes_changes import RestockItemChangesChanges
from .restock_item_changes_changes_additional_property import RestockItemChangesChangesAdditionalProperty
from .restock_plan_create import RestockPlanCreate
from .review_plan_item_plan_type import ReviewPlanItemPlanType
from .rule_body import RuleBody
from .rule_body_category import RuleBodyCategory
from .rule_body_check_level_type_0 import RuleBodyCheckLevelType0
from .rule_body_enforcement import RuleBodyEnforcement
from .rule_body_hooks_item import RuleBodyHooksItem
from .rule_body_plan_types_item import RuleBodyPlanTypesItem
from .rule_scope import RuleScope
from .rule_warning import RuleWarning
from .ruleset import Ruleset
from .ruleset_create import RulesetCreate
from .ruleset_rules_item import RulesetRulesItem
from .ruleset_summary import RulesetSummary
from .ruleset_update import RulesetUpdate
from .run_log_entry import RunLogEntry
from .run_log_entry_level import RunLogEntryLevel
from .run_meta import RunMeta
from .run_meta_page_of_recommendation import RunMetaPageOfRecommendation
from .run_page_meta import RunPageMeta
from .run_page_of_decision_vector import RunPageOfDecisionVector
from .run_page_of_forecast_record import RunPageOfForecastRecord
from .run_page_of_inventory_risk import RunPageOfInventoryRisk
from .run_page_of_recommendation import RunPageOfRecommendation
from .run_stats import RunStats
from .sale_line_record import SaleLineRecord
from .sales_summary_row import SalesSummaryRow
from .sandbox_run import SandboxRun
from .sandbox_run_change import SandboxRunChange
from .sandbox_run_change_stats_type_0 import SandboxRunChangeStatsType0
from .sandbox_run_change_status import SandboxRunChangeStatus
from .sandbox_run_findings_item import SandboxRunFindingsItem
from .sandbox_run_kind import SandboxRunKind
from .sandbox_run_started import SandboxRunStarted
from .sandbox_run_started_status import SandboxRunStartedStatus
from .sandbox_run_state import SandboxRunState
from .sandbox_run_state_status import SandboxRunStateStatus
from .sandbox_run_stats_type_0 import SandboxRunStatsType0
from .sandbox_run_status import SandboxRunStatus
from .scope import Scope
from .scope_entitytype import ScopeEntitytype
from .search_plans_status_type_0 import SearchPlansStatusType0
from .search_plans_type_type_0 import SearchPlansTypeType0
from .settings_change import SettingsChange
from .shop import Shop
from .shop_figures import ShopFigures
from .spec_detection import SpecDetection
from .spec_parsing import SpecParsing
from .start_job_run import StartJobRun
from .start_job_run_job import StartJobRunJob
from .start_job_run_policies_type_0_item_type_0 import StartJobRunPoliciesType0ItemType0
from .start_job_run_triggertype import StartJobRunTriggertype
from .start_replay import StartReplay
from .start_replay_policies_item_type_0 import StartReplayPoliciesItemType0
from .start_tagging_run import StartTaggingRun
from .stock_ledger_entry import StockLedgerEntry
from .stock_snapshot import StockSnapshot
from .suggested_action import SuggestedAction
from .suggested_action_action import SuggestedActionAction
from .supplier_constraint import SupplierConstraint
from .supplier_not_blacklisted import SupplierNotBlacklisted
from .supplier_variant_constraint import SupplierVariantConstraint
from .tag import Tag
from .tag_assignments import TagAssignments
from .tag_assignments_entitytype import TagAssignmentsEntitytype
from .tag_create import TagCreate
from .tag_create_kind import TagCreateKind
from .tag_create_targets_item import TagCreateTargetsItem
from .tag_deleted import TagDeleted
from .tag_kind import TagKind
from .tag_rule import TagRule
from .tag_rule_mode import TagRuleMode
from .tag_targets_item import TagTargetsItem
from .tag_update import TagUpdate
from .tag_update_kind import TagUpdateKind
from .tag_update_targets_item import TagUpdateTargetsItem
from .tagged_entity import TaggedEntity
from .tagged_entity_entitytype import TaggedEntityEntitytype
from .tagging_rule import TaggingRule
from .tagging_rule_fields import TaggingRuleFields
from .tagging_rule_fields_propagation import TaggingRuleFieldsPropagation
from .tagging_rule_list import TaggingRuleList
from .tagging_rule_propagation import TaggingRulePropagation
from .tagging_run import TaggingRun
from .tagging_run_list import TaggingRunList
from .tagging_run_status import TaggingRunStatus
from .tagging_run_summary import TaggingRunSummary
from .tagging_run_summary_status import TaggingRunSummaryStatus
from .tagging_run_summary_triggertype import TaggingRunSummaryTriggertype
from .tagging_run_triggertype import TaggingRunTriggertype
from .tags_assigned import TagsAssigned
from .tags_removed import TagsRemoved
from .time_window import TimeWindow
from .time_window_anchor import TimeWindowAnchor
from .time_window_direction import TimeWindowDirection
from .time_windowed_aggregation_body import TimeWindowedAggregationBody
from .time_windowed_aggregation_body_function import TimeWindowedAggregationBodyFunction
from .time_windowed_aggregation_body_source import TimeWindowedAggregationBodySource
from .totals import Totals
from .trace_day import TraceDay
from .update_plan_items_plan_type import UpdatePlanItemsPlanType
from .update_plan_plan_type import UpdatePlanPlanType
from .updated_items import UpdatedItems
from .validate_data_platform_plan_plan_type import ValidateDataPlatformPlanPlanType
from .validated_plan import ValidatedPlan
from .validated_plan_plantype import ValidatedPlanPlantype
from .validated_plan_status import ValidatedPlanStatus
from .valuation import Valuation
from .valuation_meta import ValuationMeta
from .valuation_row import ValuationRow
from .valuation_row_retail_basis_type_0 import ValuationRowRetailBasisType0
from .valuation_row_valuation_basis_type_0 import ValuationRowValuationBasisType0
from .variant_search_result import VariantSearchResult
from .variant_stock_row import VariantStockRow
from .week_figures import WeekFigures
from .whoami import Whoami
from .whoami_authkind import WhoamiAuthkind
from .workflow import Workflow
from .workflow_create import WorkflowCreate
from .workflow_create_definition import WorkflowCreateDefinition
from .workflow_create_definition_edges_item import WorkflowCreateDefinitionEdgesItem
from .workflow_create_definition_nodes_item import WorkflowCreateDefinitionNodesItem
from .workflow_create_definition_nodes_item_config import WorkflowCreateDefinitionNodesItemConfig
from .workflow_create_definition_nodes_item_type import WorkflowCreateDefinitionNodesItemType
from .workflow_create_status import WorkflowCreateStatus
from .workflow_credential import WorkflowCredential
from .workflow_credential_type import WorkflowCredentialType
from .workflow_definition import WorkflowDefinition
from .workflow_last_run_status_type_0 import WorkflowLastRunStatusType0
from .workflow_run import WorkflowRun
from .workflow_run_detail import WorkflowRunDetail
from .workflow_run_detail_outputsummary import WorkflowRunDetailOutputsummary
from .workflow_run_detail_status import WorkflowRunDetailStatus
from .workflow_run_detail_trigger_context_type_0 import WorkflowRunDetailTriggerContextType0
from .workflow_run_detail_triggeredby import WorkflowRunDetailTriggeredby
from .workflow_run_detail_triggertype import WorkflowRunDetailTriggertype
from .workflow_run_outputsummary import WorkflowRunOutputsummary
from .workflow_run_status import WorkflowRunStatus
from .workflow_run_trigger_context_type_0 import WorkflowRunTriggerContextType0
from .workflow_run_triggeredby import WorkflowRunTriggeredby
from .workflow_run_triggertype import WorkflowRunTriggertype
from .workflow_status import WorkflowStatus
from .workflow_step import WorkflowStep
from .workflow_step_error_details_type_0 import WorkflowStepErrorDetailsType0
from .workflow_step_logs_item import WorkflowStepLogsItem
from .workflow_step_output_type_0 import WorkflowStepOutputType0
from .workflow_step_resolved_input_type_0 import WorkflowStepResolvedInputType0
from .workflow_step_status import WorkflowStepStatus
from .workflow_update import WorkflowUpdate
from .workflow_update_definition import WorkflowUpdateDefinition
from .workflow_update_definition_edges_item import WorkflowUpdateDefinitionEdgesItem
from .workflow_update_definition_nodes_item import WorkflowUpdateDefinitionNodesItem
from .workflow_update_definition_nodes_item_config import WorkflowUpdateDefinitionNodesItemConfig
from .workflow_update_definition_nodes_item_type import WorkflowUpdateDefinitionNodesItemType
from .workflow_update_status import WorkflowUpdateStatus

__all__ = (
    "ActorRef",
    "ActorRefKind",
    "AddedItem",
    "AddItemsResult",
    "AddItemsToPlan",
    "AddItemsToPlanItemsItem",
    "AddPlanItemPlanType",
    "AggregationBody",
    "AggregationBodyFunction",
    "AggregationBodySource",
    "Alert",
    "AlertChecklevel",
    "AlertFrequency",
    "AlertInstance",
    "AlertInstanceEntity",
    "AlertInstanceStatus",
    "AlertList",
    "AlertOperatorType0",
    "AlertRiskTypeType0",
    "AlertTagoperator",
    "AlertTriggertype",
    "ApiToken",
    "ApiTokenStatus",
    "AppendLogs",
    "ApprovalDecision",
    "ApprovalPolicy",
    "ApprovalPolicyActionFamilyType0",
    "ApprovalPolicyCreate",
    "ApprovalPolicyCreateActionFamilyType0",
    "ApprovalPolicyCreateScopeActorTypesItem",
    "ApprovalPolicyCreateThresholdmetric",
    "ApprovalPolicyScopeActorTypesItem",
    "ApprovalPolicyStatus",
    "ApprovalPolicyThresholdmetric",
    "ApprovalPolicyUpdate",
    "ApprovalPolicyUpdateActionFamilyType0",
    "ApprovalPolicyUpdateScopeActorTypesItem",
    "ApprovalPolicyUpdateThresholdmetric",
    "ApprovalRejection",
    "ApprovalRequest",
    "ApprovalRequested",
    "ApprovalRequestPlantype",
    "ApprovalRequestStatus",
    "Assumptions",
    "AssumptionsDefaultgrossmarginpctsource",
    "AssumptionsHoldingcostratesource",
    "AuditEntry",
    "AuditEntryAction",
    "AuditEntryActorkind",
    "AuditEntryAfterType0",
    "AuditEntryBeforeType0",
    "AuditEntryParentType0",
    "AuditEntryRulesType0Item",
    "BatchItemError",
    "BatchItemErrorFieldErrorsType0Item",
    "BatchItemResult",
    "BatchPatchFileIngestions",
    "BatchRegisterFileIngestions",
    "BatchRegisterFileIngestionsItemsItem",
    "BatchResults",
    "BatchSummary",
    "Brand",
    "BrandFigures",
    "BrandNotRestricted",
    "BudgetEnvelope",
    "BudgetEnvelopeCap",
    "BudgetEnvelopeCreate",
    "BudgetEnvelopeCreateScope",
    "BudgetEnvelopeScope",
    "BudgetEnvelopeUpdate",
    "ChangeAlert",
    "ChangeAlertCheckLevelType0",
    "ChangeAlertFrequencyType0",
    "ChangeAlertOperatorType0",
    "ChangeAlertRiskTypeType0",
    "ChangeAlertTagOperatorType0",
    "ChangeAlertTriggerTypeType0",
    "ChangeTaggingRule",
    "ChangeTaggingRulePropagation",
    "CheckedRule",
    "CheckedRuleEnforcement",
    "CheckPlanPlanType",
    "Collection",
    "ColumnCondition",
    "ColumnConditionColumnoperator",
    "CompositeBody",
    "CompositeBodyCombine",
    "CompositePart",
    "Conditions",
    "ConditionsOperator",
    "CreateAlert",
    "CreateAlertChecklevel",
    "CreateAlertFrequency",
    "CreateAlertOperatorType0",
    "CreateAlertRiskTypeType0",
    "CreateAlertTagoperator",
    "CreateAlertTriggertype",
    "CreatedApiToken",
    "CreatedApiTokenStatus",
    "CreateOrgListEntryListtype",
    "CreateSandboxIngestRun",
    "CreateSandboxIngestRunTriggertype",
    "CreateSandboxPromoteRun",
    "CreateSandboxPromoteRunTriggertype",
    "CreateTokenRequest",
    "CreateTokenRequestPermissionsItem",
    "CredentialCreate",
    "CredentialCreateType",
    "DataPlatformPlans",
    "DataPlatformPlansCountsbystatus",
    "DataPlatformValidate",
    "DecisionContextSnapshot",
    "DecisionContextSnapshotForecastvalues",
    "DecisionContextSnapshotRuleOutcomesItem",
    "DecisionContextSnapshotStockoutriskscores",
    "DecisionVector",
    "DecisionVectorDomain",
    "DecisionVectorScores",
    "DeleteOrgListEntryListtype",
    "DeletePlanPlanType",
    "Done",
    "EnrichmentQueued",
    "EnrichProduct",
    "ErrorEnvelope",
    "ErrorEnvelopeDetailsType0",
    "FieldError",
    "Figures",
    "FileIngestionList",
    "FileIngestionRecord",
    "FileIngestionRecordStatus",
    "FileStatusChange",
    "FileStatusChangeStatus",
    "FillRate",
    "ForecastRecord",
    "ForecastRecordGranularity",
    "FormulaBody",
    "FromRecommendation",
    "FromRecommendationDomain",
    "FromRecommendationResult",
    "FromRecommendationResultPlantype",
    "FrontierPoint",
    "FrontierPointPolicy",
    "GetInventoryValuationGroupby",
    "GetInventoryValuationSortby",
    "GetInventoryValuationSortdir",
    "GetOpenApiDocumentReturn",
    "GetPlanPlanType",
    "GetProductPeriod",
    "GetSalesSummaryGroupby",
    "GetSalesSummarySortby",
    "GetSalesSummarySortdir",
    "Health",
    "IngestionSpec",
    "IngestionSpecBody",
    "IngestionSpecBodyColumns",
    "IngestionSpecBodyDataset",
    "IngestionSpecBodyStatus",
    "IngestionSpecColumns",
    "IngestionSpecDetection",
    "IngestionSpecParsing",
    "InstanceComment",
    "InventoryItemRow",
    "InventoryItemSearchResult",
    "InventoryRisk",
    "InventoryRiskDeadStockTierType0",
    "InventoryRiskRisktype",
    "InventoryRiskStatus",
    "InventoryRiskValuationBasisType0",
    "ItemError",
    "ItemsOfApprovalPolicy",
    "ItemsOfBudgetEnvelope",
    "ItemsOfMetric",
    "ItemsOfOrgListEntry",
    "ItemsOfPlanningPeriod",
    "ItemsOfRulesetSummary",
    "ItemsOfSupplierVariantConstraint",
    "ItemsOfWorkflowCredential",
    "JobRun",
    "JobRunParamsType0",
    "JobRunStatsType0",
    "JobRunStatus",
    "ListAlertInstancesStatusType0",
    "ListApiTokensStatusType0",
    "ListApprovalRequestsStatusType0",
    "ListAuditLogEntriesEntityTypeType0",
    "ListDataPlatformPlansPlanType",
    "ListDataPlatformPlansStatusType0",
    "ListDecisionVectorsDomainType0",
    "ListFileIngestionsFileTypeType0",
    "ListFileIngestionsStatusType0",
    "ListForecastsGranularity",
    "ListInventoryRisksStatusType0",
    "ListInventoryRisksType",
    "ListMarkdownPlansStatusType0",
    "ListMetricsScopeType0",
    "ListOrderLinesSortby",
    "ListOrderLinesSortdir",
    "ListOrgListEntriesListtype",
    "ListOutcomeAttributionsPlanTypeType0",
    "ListOutcomeAttributionsWindow",
    "ListOwnFileIngestionsFileTypeType0",
    "ListOwnFileIngestionsStatusType0",
    "ListPlanActivityPlanType",
    "ListPlanItemsPlanType",
    "ListProductsPeriod",
    "ListProductsSortby",
    "ListProductsSortdirection",
    "ListRebalancePlansStatusType0",
    "ListRecommendationsDomain",
    "ListRecommendationsFullDomainType0",
    "ListRestockPlansStatusType0",
    "ListSalesForecastsGranularity",
    "ListSalesLinesLineTypeType0",
    "ListSalesLinesSortby",
    "ListSalesLinesSortdir",
    "ListTaggedEntitiesEntityTypeType0",
    "ListTagsKindType0",
    "ListTagsTargetType0",
    "ListWorkflowsStatusType0",
    "LogEntry",
    "LogEntryContext",
    "LogEntryLevel",
    "LogPage",
    "LogPageDataItem",
    "LogsAppended",
    "LostPosition",
    "MarkdownItemAdd",
    "MarkdownItemAddTyped",
    "MarkdownPlanCreate",
    "MaxDiscountPercent",
    "MaxItemsPerShop",
    "MaxPlanQuantity",
    "MaxPlanValue",
    "MaxPlanValuePerBrand",
    "MaxQuantityPerVariant",
    "MetaPageOfSalesSummaryRow",
    "MetaPageOfStockSnapshot",
    "Metric",
    "MetricBody",
    "MetricCondition",
    "MetricConditionConditionoperator",
    "MetricConditionMetricid",
    "MetricCreate",
    "MetricCreateGrainItem",
    "MetricFilter",
    "MetricFilterOperator",
    "MetricPatch",
    "MetricPatchGrainItem",
    "MetricScope",
    "MinMarginAfterDiscountPercent",
    "MinMaxVariant",
    "MinOrderQuantity",
    "MovementLineRecord",
    "OneAddItemsResult",
    "OneAlert",
    "OneAlertInstance",
    "OneApiToken",
    "OneApprovalPolicy",
    "OneApprovalRequest",
    "OneBudgetEnvelope",
    "OneCollection",
    "OneCreatedApiToken",
    "OneDataPlatformPlans",
    "OnedictstrAny",
    "OnedictstrAnyData",
    "OneFileIngestionRecord",
    "OneHealth",
    "OneIngestionSpec",
    "OneJobRun",
    "OnelistVariantStockRow",
    "OneLogsAppended",
    "OneMetric",
    "OneMovementLineRecord",
    "OneOrgListEntry",
    "OnePlan",
    "OnePlanCheck",
    "OnePlanningPeriod",
    "OneProductPerformance",
    "OneProvisionedOrganization",
    "OneReplay",
    "OneReplayPosition",
    "OneResolvedSettings",
    "OneRuleset",
    "OneRulesetSummary",
    "OneSandboxRun",
    "OneSandboxRunStarted",
    "OneSandboxRunState",
    "OneSupplierVariantConstraint",
    "OneTag",
    "OneTagDeleted",
    "OneTaggingRule",
    "OneTaggingRun",
    "OneTagsAssigned",
    "OneTagsRemoved",
    "OneWhoami",
    "OneWorkflow",
    "OneWorkflowCredential",
    "OneWorkflowRun",
    "OneWorkflowRunDetail",
    "OrderLineRecord",
    "OrderPlanItem",
    "OrderPlanItems",
    "OrderPlanItemStatus",
    "OrganizationOnly",
    "OrgListEntry",
    "OrgListEntryCreate",
    "OrgListEntryCreateMetadataType0",
    "OrgListEntryListtype",
    "OrgListEntryMetadata",
    "OutcomeAttribution",
    "OutcomeAttributionAttributionsource",
    "PackMultiple",
    "PageMeta",
    "PageOfAlertInstance",
    "PageOfApiToken",
    "PageOfApprovalRequest",
    "PageOfAuditEntry",
    "PageOfBrand",
    "PageOfCollection",
    "PageOfFileIngestionRecord",
    "PageOfIngestionSpec",
    "PageOfInventoryItemRow",
    "PageOfMovementLineRecord",
    "PageOfOrderLineRecord",
    "PageOfOutcomeAttribution",
    "PageOfPlan",
    "PageOfPlanItem",
    "PageOfPlanSearchRow",
    "PageOfProductPerformance",
    "PageOfProductVariant",
    "PageOfProductVariantRow",
    "PageOfReplaySummary",
    "PageOfSaleLineRecord",
    "PageOfShop",
    "PageOfStockLedgerEntry",
    "PageOfTag",
    "PageOfTaggedEntity",
    "PageOfTaggingRule",
    "PageOfTaggingRunSummary",
    "PageOfWorkflow",
    "PageOfWorkflowRun",
    "PatchFileIngestion",
    "PatchFileIngestionStatusType0",
    "PerimeterProduct",
    "PerimeterResults",
    "PerimeterShop",
    "PerimeterVariant",
    "PeriodFilter",
    "PeriodFilterType",
    "Plan",
    "PlanChangeAddedItem",
    "PlanChangeFromRecommendationResult",
    "PlanChangePlan",
    "PlanChangeUpdatedItems",
    "PlanChangeValidatedPlan",
    "PlanCheck",
    "PlanDecisionContextSnapshotType0",
    "PlanItem",
    "PlanItemPlantype",
    "PlanItemSource",
    "PlanItemstatus",
    "PlanItemStatus",
    "PlanItemUpdate",
    "PlanItemUpdateSideType0",
    "PlanningDefault",
    "PlanningDefaultsChange",
    "PlanningDefaultSource",
    "PlanningPeriod",
    "PlanningPeriodCreate",
    "PlanPlantype",
    "PlanSearchRow",
    "PlanSearchRowPlantype",
    "PlanSearchRowStatus",
    "PlanStatus",
    "PlanUpdate",
    "PlanUpdateStatusType0",
    "PlatformChangeTaggingRule",
    "PlatformChangeTaggingRulePropagation",
    "PlatformStartTaggingRun",
    "PlatformTaggingRule",
    "PlatformTaggingRulePropagation",
    "PolicyResult",
    "PositionPolicy",
    "PrecomputedColumnBody",
    "PrecomputedColumnBodyRollupType0",
    "PrecomputedColumnBodySource",
    "ProductEnrichment",
    "ProductEnrichmentStatusType0",
    "ProductPerformance",
    "ProductPerformanceValuationBasisType0",
    "ProductShape",
    "ProductVariant",
    "ProductVariantRow",
    "Progress",
    "ProvisionedOrganization",
    "ProvisionOrganizationRequest",
    "RebalanceItemAdd",
    "RebalanceItemAddTyped",
    "RebalancePlanCreate",
    "Recommendation",
    "RecommendationDomain",
    "RecommendationScores",
    "RecommendationsVariant",
    "RecommendationWhy",
    "RecommendedAction",
    "RecommendedActionQuantitiesBySizeType0",
    "RecommendedActionTransfersType0Item",
    "RegisterFileIngestion",
    "RegisterFileIngestionFiletype",
    "RegisterFileIngestionIngestionsource",
    "RejectedRows",
    "RejectedRowsExamples",
    "RejectedRowsRejectedbyreason",
    "RejectedRowsSegmentsItem",
    "RemovePlanItemPlanType",
    "Replay",
    "ReplayPosition",
    "ReplayPositionPolicies",
    "ReplayResultsType0",
    "ReplayStatus",
    "ReplaySummary",
    "ReplaySummaryStatus",
    "ResolvedSettings",
    "ResolvedSettingsCleaningOperationsItem",
    "ResolvedSettingsDatasetsItem",
    "ResolvedSettingsDataSourcesItem",
    "ResolvedSettingsGoldsettings",
    "ResolvedSettingsIngestionSpecsItem",
    "ResolvedSettingsLake",
    "ResolvedSettingsMetricsItem",
    "ResolvedSettingsPlanningdefaults",
    "RestockItemAdd",
    "RestockItemAddTyped",
    "RestockItemChanges",
    "RestockItemChangesChanges",
    "RestockItemChangesChangesAdditionalProperty",
    "RestockPlanCreate",
    "ReviewPlanItemPlanType",
    "RuleBody",
    "RuleBodyCategory",
    "RuleBodyCheckLevelType0",
    "RuleBodyEnforcement",
    "RuleBodyHooksItem",
    "RuleBodyPlanTypesItem",
    "RuleScope",
    "Ruleset",
    "RulesetCreate",
    "RulesetRulesItem",
    "RulesetSummary",
    "RulesetUpdate",
    "RuleWarning",
    "RunLogEntry",
    "RunLogEntryLevel",
    "RunMeta",
    "RunMetaPageOfRecommendation",
    "RunPageMeta",
    "RunPageOfDecisionVector",
    "RunPageOfForecastRecord",
    "RunPageOfInventoryRisk",
    "RunPageOfRecommendation",
    "RunStats",
    "SaleLineRecord",
    "SalesSummaryRow",
    "SandboxRun",
    "SandboxRunChange",
    "SandboxRunChangeStatsType0",
    "SandboxRunChangeStatus",
    "SandboxRunFindingsItem",
    "SandboxRunKind",
    "SandboxRunStarted",
    "SandboxRunStartedStatus",
    "SandboxRunState",
    "SandboxRunStateStatus",
    "SandboxRunStatsType0",
    "SandboxRunStatus",
    "Scope",
    "ScopeEntitytype",
    "SearchPlansStatusType0",
    "SearchPlansTypeType0",
    "SettingsChange",
    "Shop",
    "ShopFigures",
    "SpecDetection",
    "SpecParsing",
    "StartJobRun",
    "StartJobRunJob",
    "StartJobRunPoliciesType0ItemType0",
    "StartJobRunTriggertype",
    "StartReplay",
    "StartReplayPoliciesItemType0",
    "StartTaggingRun",
    "StockLedgerEntry",
    "StockSnapshot",
    "SuggestedAction",
    "SuggestedActionAction",
    "SupplierConstraint",
    "SupplierNotBlacklisted",
    "SupplierVariantConstraint",
    "Tag",
    "TagAssignments",
    "TagAssignmentsEntitytype",
    "TagCreate",
    "TagCreateKind",
    "TagCreateTargetsItem",
    "TagDeleted",
    "TaggedEntity",
    "TaggedEntityEntitytype",
    "TaggingRule",
    "TaggingRuleFields",
    "TaggingRuleFieldsPropagation",
    "TaggingRuleList",
    "TaggingRulePropagation",
    "TaggingRun",
    "TaggingRunList",
    "TaggingRunStatus",
    "TaggingRunSummary",
    "TaggingRunSummaryStatus",
    "TaggingRunSummaryTriggertype",
    "TaggingRunTriggertype",
    "TagKind",
    "TagRule",
    "TagRuleMode",
    "TagsAssigned",
    "TagsRemoved",
    "TagTargetsItem",
    "TagUpdate",
    "TagUpdateKind",
    "TagUpdateTargetsItem",
    "TimeWindow",
    "TimeWindowAnchor",
    "TimeWindowDirection",
    "TimeWindowedAggregationBody",
    "TimeWindowedAggregationBodyFunction",
    "TimeWindowedAggregationBodySource",
    "Totals",
    "TraceDay",
    "UpdatedItems",
    "UpdatePlanItemsPlanType",
    "UpdatePlanPlanType",
    "ValidateDataPlatformPlanPlanType",
    "ValidatedPlan",
    "ValidatedPlanPlantype",
    "ValidatedPlanStatus",
    "Valuation",
    "ValuationMeta",
    "ValuationRow",
    "ValuationRowRetailBasisType0",
    "ValuationRowValuationBasisType0",
    "VariantSearchResult",
    "VariantStockRow",
    "WeekFigures",
    "Whoami",
    "WhoamiAuthkind",
    "Workflow",
    "WorkflowCreate",
    "WorkflowCreateDefinition",
    "WorkflowCreateDefinitionEdgesItem",
    "WorkflowCreateDefinitionNodesItem",
    "WorkflowCreateDefinitionNodesItemConfig",
    "WorkflowCreateDefinitionNodesItemType",
    "WorkflowCreateStatus",
    "WorkflowCredential",
    "WorkflowCredentialType",
    "WorkflowDefinition",
    "WorkflowLastRunStatusType0",
    "WorkflowRun",
    "WorkflowRunDetail",
    "WorkflowRunDetailOutputsummary",
    "WorkflowRunDetailStatus",
    "WorkflowRunDetailTriggerContextType0",
    "WorkflowRunDetailTriggeredby",
    "WorkflowRunDetailTriggertype",
    "WorkflowRunOutputsummary",
    "WorkflowRunStatus",
    "WorkflowRunTriggerContextType0",
    "WorkflowRunTriggeredby",
    "WorkflowRunTriggertype",
    "WorkflowStatus",
    "WorkflowStep",
    "WorkflowStepErrorDetailsType0",
    "WorkflowStepLogsItem",
    "WorkflowStepOutputType0",
    "WorkflowStepResolvedInputType0",
    "WorkflowStepStatus",
    "WorkflowUpdate",
    "WorkflowUpdateDefinition",
    "WorkflowUpdateDefinitionEdgesItem",
    "WorkflowUpdateDefinitionNodesItem",
    "WorkflowUpdateDefinitionNodesItemConfig",
    "WorkflowUpdateDefinitionNodesItemType",
    "WorkflowUpdateStatus",
)
