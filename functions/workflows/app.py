"""Workflow endpoints (issue 26; docs/automation.md "Workflows", "Runs"): workflows (a definition of
nodes and edges, validated as a DAG), their runs and steps, and the credentials their webhooks send.

Reading needs ``inventoryPlans.view``, changing or running needs ``inventoryPlans.manage``. The routers
are thin: each calls one use case of ``inventory_planning.services.workflows`` (``crud``, ``runs``,
``credentials``); a run is executed by the job worker (the ``WorkflowRun`` state machine when deployed).
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from inventory_planning.api.app import create_app, make_handler
from workflows_api import credentials, runs, workflows

app = create_app("Workflows")
app.include(workflows.router, runs.router, credentials.router)
lambda_handler = make_handler(app)
