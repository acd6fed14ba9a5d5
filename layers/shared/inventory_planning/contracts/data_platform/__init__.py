"""Records of the data-platform (internal-token) endpoints, one module per subject.

The names stay importable from here (``from inventory_planning.contracts.data_platform import Alert``)
and load with their subject module on first access (decision 0013: a function imports only the
records its first request needs); a new record goes in its subject's module and in :data:`_EXPORTS`.
"""

from __future__ import annotations

from typing import Any

from inventory_planning.coldstart import LazyExports

_EXPORTS = LazyExports.by_module(
    __name__,
    {
        "alerts": (
            "Alert",
            "AlertFields",
            "AlertInstance",
            "AlertList",
            "ChangeAlert",
            "CreateAlert",
            "Email",
            "IdList",
            "InstanceComment",
            "PerimeterProduct",
            "PerimeterResults",
            "PerimeterShop",
            "PerimeterVariant",
        ),
        "file_ingestions": (
            "BatchItemError",
            "BatchItemResult",
            "BatchPatchFileIngestions",
            "BatchRegisterFileIngestions",
            "BatchResults",
            "BatchSummary",
            "FileIngestionFields",
            "FileIngestionList",
            "FileIngestionRecord",
            "FileStatus",
            "FileStatusChange",
            "FileType",
            "OrganizationOnly",
            "PatchFileIngestion",
            "RegisterFileIngestion",
            "RejectedRows",
        ),
        "ingestion_specs": (
            "DatasetName",
            "IngestionSpec",
            "IngestionSpecBody",
            "PlanningDefault",
            "PlanningDefaultsChange",
            "ResolvedSettings",
            "SettingsChange",
            "SpecDetection",
            "SpecParsing",
        ),
        "job_runs": (
            "JobName",
            "JobRun",
            "StartJobRun",
        ),
        "organizations": ("ProvisionedOrganization",),
        "sandbox": (
            "AppendLogs",
            "CreateSandboxIngestRun",
            "CreateSandboxPromoteRun",
            "LogEntry",
            "LogPage",
            "LogsAppended",
            "RunStatus",
            "SandboxRun",
            "SandboxRunChange",
            "SandboxRunStarted",
            "SandboxRunState",
        ),
    },
)

__all__ = _EXPORTS.names


def __getattr__(name: str) -> Any:
    """Import an exported name from its subject module on first access.

    Raises:
        AttributeError: not an exported name.
    """
    return _EXPORTS.load(name)


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
