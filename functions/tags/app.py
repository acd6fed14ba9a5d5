"""Tags (REFERENCE 6.2; docs/automation.md "Tags"): the organization's tags, their manual assignment
to catalogue entities, and the entities a tag is on; tagging rules and their evaluation runs
(docs/automation.md "Tagging rules": ``intelligenceLayer.view`` / ``intelligenceLayer.configure``), and
the data platform's tagging rules and runs (internal token, ``/api/data-platform/tagging-*``: served
here, not by DataPlatformFunction, whose Lambda resource policy is near its 20 KB limit). And the
organization's alerts and their instances (``/api/alerts``, ``tags_api/alerts.py``; docs/decisions/0054):
the signals, served here for the same reason.

Reading tags needs ``signals.view``, changing them needs ``signals.manage``. Tags are catalogue-level: a
shop-scoped caller reads them like any other (they name products, variants, brands and inventory
items, which it reads too) and changes them with ``signals.manage`` (decision 0035). Routes are
declared in one ApiRouter per resource (``tags_api``) and call ``inventory_planning.services``.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from inventory_planning.api.app import create_app, make_handler
from tags_api import alerts, platform_tagging_rules, tagging_rules, tags

app = create_app("Tags")
app.include(tags.router, tagging_rules.router, platform_tagging_rules.router, alerts.retailer)
lambda_handler = make_handler(app)
