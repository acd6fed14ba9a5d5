"""The tags feature in services/: tags on catalogue entities, by hand or by tagging rules (REFERENCE 6.2;
decisions 0035, 0036).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``admin``: the tag routes' use cases: CRUD, manual assignment, deletion;
- ``alert_filters``: alerts' tag filters;
- ``assignments``: tags and their assignments: reads, rule assignments;
- ``evaluation``: one tagging rule evaluated against a risks run;
- ``purges``: a rule's sources taken off its tag;
- ``rules``: tagging rules: CRUD and the tagging job;
- ``runs``: tagging evaluation runs: start, run, read.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
