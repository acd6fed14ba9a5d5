"""Records of the data-platform (internal-token) endpoints, one module per subject.

The names stay importable from here (``from inventory_planning.contracts.data_platform import Alert``)
and load with their subject module on first access (decision 0013: a function imports only the
records its first request needs); a new record goes in its subject's module and in :data:`_EXPORTS`.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS: dict[str, tuple[str, ...]] = {
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
    "organizations": (
        "ProvisionedOrganization",
    ),
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
}
_MODULE_OF = {name: module for module, names in _EXPORTS.items() for name in names}

__all__ = sorted(_MODULE_OF)


def __getattr__(name: str) -> Any:
    """Import an exported name from its subject module on first access.

    Raises:
        AttributeError: not an exported name.
    """
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
