"""Runtime settings: the environment of a Lambda function, validated by pydantic at cold start.

Two models, because the functions do not all receive the same variables (template.yaml):

- :class:`Settings`, read by every function (the table, the region, the rate limit): TABLE_NAME and
  RATE_LIMIT_PER_MINUTE come from the template's Globals, AWS_REGION from Lambda itself; scripts
  that only open the table (local/mint_token.py) need TABLE_NAME and the region only.
- :class:`AuthSettings`, read by the authorizer only (internal-token parameter, OIDC issuer).
- smaller models for what a few modules read: the lake, the job and ingestion queues, the service
  clock (:class:`ClockSettings`, read by ``kernel.clock`` on every call), enrichment, alert e-mails
  and the ingestion writer.

This module is the only reader of the environment in the layer (docs/decisions/0027): a leaf that
imports nothing of the project, below the kernel. The getters of settings that a process may change
while it runs (the service clock, the enrichment provider: ``make run`` and the tests set them) are
not cached; the others are validated once.

Nothing here has a local default: a value a deployed function needs is required, and a missing or
invalid one fails the cold start with :class:`SettingsError` naming the variable. The local values
(endpoints, the OIDC issuer at 127.0.0.1, table and bucket names) live in ``local/stack.py``
(``handler_environment``) and the test values in ``tests/helpers/environment.py``.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from functools import lru_cache
from typing import Annotated, Any, TypeVar

from pydantic import AliasChoices, BaseModel, BeforeValidator, ConfigDict, Field, ValidationError

SPEC_RATE_LIMIT_PER_MINUTE = 100


class SettingsError(RuntimeError):
    """The environment lacks a required variable or holds an invalid value.

    The message names every offending variable, e.g.
    ``invalid environment: TABLE_NAME: Field required; RATE_LIMIT_PER_MINUTE: Input should be a valid integer``.
    ``variables`` lists their names.
    """

    def __init__(self, variables: list[str], message: str) -> None:
        super().__init__(message)
        self.variables = variables


def _blank_to_none(value: Any) -> Any:
    """An empty (or blank) variable counts as unset."""
    if isinstance(value, str) and not value.strip():
        return None
    return value


Required = Annotated[str, Field(min_length=1)]
Optional = Annotated[str | None, BeforeValidator(_blank_to_none)]


class _EnvironmentModel(BaseModel):
    """Fields are validated from the environment by their variable names (the aliases). A model's
    validator is built on its first ``load`` (``defer_build``: a function builds only the settings it
    reads, not the eleven models at import; decision 0013)."""

    model_config = ConfigDict(frozen=True, extra="ignore", str_strip_whitespace=True, defer_build=True)


class Settings(_EnvironmentModel):
    """What every function reads.

    Attributes:
        table_name: the single DynamoDB table (``TABLE_NAME``, required).
        aws_region: region of every client (``AWS_REGION``, or ``AWS_DEFAULT_REGION``; required).
        dynamodb_endpoint: DynamoDB endpoint override (DynamoDB Local or moto server) from
            ``DYNAMODB_ENDPOINT_URL``; None (unset) when deployed.
        aws_endpoint: endpoint override for S3/SQS/SSM (moto server) from ``AWS_ENDPOINT_URL``; None
            when deployed.
        rate_limit_per_minute: requests per token in any 60 seconds (``RATE_LIMIT_PER_MINUTE``, an
            integer 1..10000: the rolling log must fit one item). Unset means SPEC's limit, 100 (a
            product rule, not a local default; the template sets it in Globals).
    """

    table_name: Required = Field(validation_alias="TABLE_NAME")
    # Two variable names (AliasChoices): the pydantic plugin cannot name the keyword of __init__; settings are built by
    # model_validate in load(), never by keyword.
    aws_region: Required = Field(validation_alias=AliasChoices("AWS_REGION", "AWS_DEFAULT_REGION"))  # type: ignore[pydantic-alias]
    dynamodb_endpoint: Optional = Field(None, validation_alias="DYNAMODB_ENDPOINT_URL")
    aws_endpoint: Optional = Field(None, validation_alias="AWS_ENDPOINT_URL")
    rate_limit_per_minute: int = Field(SPEC_RATE_LIMIT_PER_MINUTE, validation_alias="RATE_LIMIT_PER_MINUTE", ge=1, le=10_000)


class LakeSettings(_EnvironmentModel):
    """What the functions that read or write the facts lake read besides :class:`Settings`.

    Attributes:
        lake_bucket: the S3 bucket of the Parquet lake (``LAKE_BUCKET``, required).
        lake_cache_dir: where fetched partitions are cached between invocations of a warm function
            (``LAKE_CACHE_DIR``, default ``/tmp/lake-cache``; Lambda's /tmp).
        lake_memory_limit: DuckDB's memory limit (``LAKE_MEMORY_LIMIT``, default ``256MB``); beyond it
            DuckDB spills to ``<cache dir>/spill`` (the job worker, which holds a history, gets more).
        lake_athena_workgroup, lake_glue_database: the Athena workgroup and Glue database of the lake
            (``LAKE_ATHENA_WORKGROUP``, ``LAKE_GLUE_DATABASE``; unset locally: every query runs on DuckDB).
        lake_athena_min_bytes: a query whose partitions in range hold more Parquet bytes than this
            runs on Athena when it is configured (``LAKE_ATHENA_MIN_BYTES``, default 400 MiB: the
            local cache's size).
        lake_materialize_max_bytes: a query's files of one table up to this many Parquet bytes are
            kept as an in-memory table for the next query of a warm function
            (``LAKE_MATERIALIZE_MAX_BYTES``, default 64 MiB; 0: never). The API's functions answer
            repeated requests from memory; the job worker sets 0, as its tables would hold the
            memory its queries need (docs/decisions/0021).
    """

    lake_bucket: Required = Field(validation_alias="LAKE_BUCKET")
    lake_cache_dir: str = Field("/tmp/lake-cache", validation_alias="LAKE_CACHE_DIR")  # noqa: S108 - Lambda's /tmp
    lake_memory_limit: str = Field("256MB", validation_alias="LAKE_MEMORY_LIMIT", pattern=r"^\d+(\.\d+)?\s*[KMGT]?i?B$")
    lake_athena_workgroup: str | None = Field(None, validation_alias="LAKE_ATHENA_WORKGROUP", min_length=1)
    lake_glue_database: str | None = Field(None, validation_alias="LAKE_GLUE_DATABASE", min_length=1)
    lake_athena_min_bytes: int = Field(400 * 1024 * 1024, validation_alias="LAKE_ATHENA_MIN_BYTES", ge=0)
    lake_materialize_max_bytes: int = Field(64 * 1024 * 1024, validation_alias="LAKE_MATERIALIZE_MAX_BYTES", ge=0)


class JobSettings(_EnvironmentModel):
    """What the functions that start or run jobs read: the job queue (``JOB_QUEUE_URL``, required) and
    the state machines that run a whole job when deployed (``<MACHINE>_STATE_MACHINE_ARN``, optional)."""

    job_queue_url: Required = Field(validation_alias="JOB_QUEUE_URL")
    replay_days_state_machine_arn: Optional = Field(None, validation_alias="REPLAY_DAYS_STATE_MACHINE_ARN")
    """The ``ReplayDays`` state machine (the ``replay`` job's ``machine``), set on the job worker when
    deployed; unset (locally, in the tests, in the API functions) the job runs in the worker's process."""
    workflow_run_state_machine_arn: Optional = Field(None, validation_alias="WORKFLOW_RUN_STATE_MACHINE_ARN")
    """The ``WorkflowRun`` state machine, set on the job worker when deployed; unset (locally, in the tests)
    a queued workflow run runs in the worker's process (services/workflows/runs.py)."""
    pre_season_scenario_state_machine_arn: Optional = Field(None, validation_alias="PRE_SEASON_SCENARIO_STATE_MACHINE_ARN")
    """The ``PreSeasonScenario`` state machine (the ``pre-season-scenario`` job's ``machine``), set on the
    job worker when deployed; unset (locally, in the tests) the scenario is built in the worker's process."""


class IngestionBucketSettings(_EnvironmentModel):
    """What the functions that read the retailers' delivered files read: the ingestion bucket
    (``INGESTION_BUCKET``, required). The enrichment worker finds a product's delivered image there and
    the catalogue function signs its URL (``store/images.py``)."""

    ingestion_bucket: Required = Field(validation_alias="INGESTION_BUCKET")


class IngestionQueueSettings(IngestionBucketSettings):
    """What the functions that queue files for the ingestion worker read: the ingestion queue
    (``INGESTION_QUEUE_URL``) and bucket (``INGESTION_BUCKET``), both required."""

    ingestion_queue_url: Required = Field(validation_alias="INGESTION_QUEUE_URL")


class AuthSettings(_EnvironmentModel):
    """What the authorizer reads besides :class:`Settings` (all from its template variables).

    Attributes:
        internal_token_parameter: SSM parameter name of the internal bearer tokens
            (``INTERNAL_TOKEN_PARAMETER``, required, starts with ``/``).
        oidc_issuer / oidc_audience: expected ``iss`` and ``aud`` of human session tokens
            (``OIDC_ISSUER``, ``OIDC_AUDIENCE``, required).
        oidc_jwks_url: where the issuer's signing keys are (``OIDC_JWKS_URL``, required; https when
            deployed, ``http://`` or ``file://`` locally).
        usage_plan_api_key: API key value returned as ``usageIdentifierKey`` (``USAGE_PLAN_API_KEY``),
            or None where there is no usage plan (local stack, tests).
    """

    internal_token_parameter: Required = Field(validation_alias="INTERNAL_TOKEN_PARAMETER", pattern=r"^/")
    oidc_issuer: Required = Field(validation_alias="OIDC_ISSUER")
    oidc_audience: Required = Field(validation_alias="OIDC_AUDIENCE")
    oidc_jwks_url: Required = Field(validation_alias="OIDC_JWKS_URL", pattern=r"^(https?|file)://")
    usage_plan_api_key: Optional = Field(None, validation_alias="USAGE_PLAN_API_KEY")


class ClockSettings(_EnvironmentModel):
    """The service clock (``kernel.clock``): ``SERVICE_TODAY`` (``YYYY-MM-DD``) or ``SERVICE_TODAY_FILE``
    (a file holding that date), both unset when deployed. The date is parsed by the clock, which
    raises ValueError on a bad one."""

    service_today: Optional = Field(None, validation_alias="SERVICE_TODAY")
    service_today_file: Optional = Field(None, validation_alias="SERVICE_TODAY_FILE")


class EnrichmentSettings(_EnvironmentModel):
    """What product enrichment reads.

    Attributes:
        enrichment_queue_url: the enrichment queue (``ENRICHMENT_QUEUE_URL``), required to queue a product.
        enrichment_provider: ``bedrock`` or ``offline`` (``ENRICHMENT_PROVIDER``, default offline).
        bedrock_model_id: the Bedrock model (``BEDROCK_MODEL_ID``); without it the provider is offline.
    """

    enrichment_queue_url: Optional = Field(None, validation_alias="ENRICHMENT_QUEUE_URL")
    enrichment_provider: str = Field("offline", validation_alias="ENRICHMENT_PROVIDER")
    bedrock_model_id: Optional = Field(None, validation_alias="BEDROCK_MODEL_ID")


class AlertSettings(_EnvironmentModel):
    """What alert e-mails read: the sender address (``ALERT_SENDER``, default the local stack's verified one)."""

    alert_sender: str = Field("alerts@inventory-planning.local", validation_alias="ALERT_SENDER")


class WorkflowSettings(_EnvironmentModel):
    """What workflow webhooks and credentials read (docs/decisions/0038).

    Attributes:
        webhook_allow_loopback: CALL_WEBHOOK may call http and loopback addresses (127.0.0.0/8, ::1)
            (``WORKFLOW_WEBHOOK_ALLOW_LOOPBACK``, default off; the local stack and the tests with a
            receiver on the machine set it; never the metadata address).
        credentials_key_id: the KMS key that encrypts workflow credentials (``CREDENTIALS_KEY_ID``: a
            key id, ARN or alias), required to store or use one.
    """

    webhook_allow_loopback: bool = Field(False, validation_alias="WORKFLOW_WEBHOOK_ALLOW_LOOPBACK")
    credentials_key_id: Optional = Field(None, validation_alias="CREDENTIALS_KEY_ID")


class IngestionWriteSettings(_EnvironmentModel):
    """BatchWriteItem / Query calls in flight at once in an ingestion run (``INGESTION_WRITE_THREADS``,
    default 4, at least 1)."""

    ingestion_write_threads: int = Field(4, validation_alias="INGESTION_WRITE_THREADS")


class IngestionSpecSettings(_EnvironmentModel):
    """The bucket an ingestion spec names as its landing place (``INGESTION_BUCKET``; the local
    default ``ingestion-bucket`` where a function has no bucket, as the spec is descriptive only)."""

    ingestion_bucket: str = Field("ingestion-bucket", validation_alias="INGESTION_BUCKET")


M = TypeVar("M", bound=_EnvironmentModel)


def load(model: type[M], environ: Mapping[str, str] | None = None) -> M:
    """Validate ``model`` from ``environ`` (default: ``os.environ``).

    Raises:
        SettingsError: naming each missing or invalid variable with pydantic's reason.
    """
    try:
        return model.model_validate(dict(os.environ if environ is None else environ))
    except ValidationError as error:
        variables: list[str] = []
        reasons: list[str] = []
        for problem in error.errors():
            name = ".".join(str(part) for part in problem["loc"]) or "environment"
            variables.append(name)
            reasons.append(f"{name}: {problem['msg']}")
        raise SettingsError(variables, "invalid environment: " + "; ".join(reasons)) from None


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide :class:`Settings` (validated once; ``get_settings.cache_clear()`` re-reads).

    Raises:
        SettingsError: a required variable is missing or a value is invalid.
    """
    return load(Settings)


@lru_cache(maxsize=1)
def get_auth_settings() -> AuthSettings:
    """The authorizer's :class:`AuthSettings` (validated once; ``cache_clear()`` re-reads).

    Raises:
        SettingsError: a required variable is missing or a value is invalid.
    """
    return load(AuthSettings)


@lru_cache(maxsize=1)
def get_lake_settings() -> LakeSettings:
    """The process-wide :class:`LakeSettings` (validated once; ``cache_clear()`` re-reads).

    Raises:
        SettingsError: LAKE_BUCKET is missing, or a value is invalid.
    """
    return load(LakeSettings)


@lru_cache(maxsize=1)
def get_job_settings() -> JobSettings:
    """The process-wide :class:`JobSettings`. Raises SettingsError when JOB_QUEUE_URL is missing."""
    return load(JobSettings)


@lru_cache(maxsize=1)
def get_ingestion_bucket_settings() -> IngestionBucketSettings:
    """The process-wide :class:`IngestionBucketSettings`. Raises SettingsError when INGESTION_BUCKET is missing."""
    return load(IngestionBucketSettings)


@lru_cache(maxsize=1)
def get_ingestion_queue_settings() -> IngestionQueueSettings:
    """The process-wide :class:`IngestionQueueSettings`. Raises SettingsError when a variable is missing."""
    return load(IngestionQueueSettings)


def get_clock_settings() -> ClockSettings:
    """The service clock's variables, read from the environment on every call (not cached)."""
    return load(ClockSettings)


def get_enrichment_settings() -> EnrichmentSettings:
    """Enrichment's variables, read on every call (tests switch the provider)."""
    return load(EnrichmentSettings)


def get_alert_settings() -> AlertSettings:
    """Alert e-mails' variables, read on every call."""
    return load(AlertSettings)


def get_workflow_settings() -> WorkflowSettings:
    """Workflow webhooks' and credentials' variables, read on every call (tests switch loopback on)."""
    return load(WorkflowSettings)


def get_ingestion_spec_settings() -> IngestionSpecSettings:
    """The ingestion spec's landing bucket, read on every call."""
    return load(IngestionSpecSettings)


def get_ingestion_write_settings() -> IngestionWriteSettings:
    """The ingestion writer's thread count (read once, at the writer's import)."""
    return load(IngestionWriteSettings)
