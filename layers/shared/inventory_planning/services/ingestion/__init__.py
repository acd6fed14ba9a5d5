"""The ingestion feature in services/: retailer files: ingestion, the file-ingestion records, the ingestion
specs.

One address per feature (docs/decisions/0043-feature-packages.md):

- ``files``: a retailer's file becomes a file-ingestion record and items;
- ``records``: file-ingestion records through the API;
- ``specs``: ingestion specs and the resolved data-platform settings.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
