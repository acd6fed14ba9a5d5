"""Tags and tagging rules (REFERENCE 6.2; issue 26; docs/automation.md): one Router per resource family
(``tags_api``), each calling a use case of ``inventory_planning.services``."""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from inventory_planning.api.app import create_app, make_handler
from tags_api import tagging_rules

app = create_app("Tags")
app.include(tagging_rules.router)
lambda_handler = make_handler(app)
