"""Analytics endpoints: stock snapshots, stock ledger, sales summary (permission analytics.view).

Sales summaries and the stock ledger are served from the facts lake (Parquet on S3, queried with
DuckDB; docs/decisions/0018-facts-lake.md): the summary reads the daily sales aggregate rebuilt at
ingestion, never the raw lines.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from analytics_api import analytics
from analytics_api import facts as facts_routes
from analytics_api import forecasts as forecast_routes
from analytics_api import recommendations as recommendation_routes
from analytics_api import replays as replay_routes
from analytics_api import risks as risk_routes
from inventory_planning.api.app import create_app, make_handler

app = create_app("Analytics")
app.include(
    analytics.router,
    facts_routes.router,
    forecast_routes.router,
    risk_routes.router,
    recommendation_routes.router,
    replay_routes.router,
)
lambda_handler = make_handler(app)
