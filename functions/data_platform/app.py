"""Data-platform endpoints: internal-token routes (InternalBearerAuth, ``/api/data-platform/*``).

Every route here is reached with an internal token only (the authorizer decides by the route
template); the organization a request touches is named in the request, never taken from a token.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from inventory_planning.api.app import create_app, make_handler
from platform_api import alerts, entry_points, file_ingestions, ingestion_specs, job_runs, sandbox

app = create_app("Data platform")
app.include(
    entry_points.router,
    ingestion_specs.router,
    job_runs.router,
    file_ingestions.router,
    file_ingestions.retailer,
    sandbox.router,
    alerts.router,
)
lambda_handler = make_handler(app)
