"""The tags feature in domain/: tags on catalogue entities, by hand or by tagging rules (REFERENCE 6.2;
decisions 0035, 0036).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``checks``: a tagging rule's checks across its fields;
- ``conditions``: which entities a rule's conditions match;
- ``labels``: the tag record and its rules (kinds, targets, names);
- ``metrics``: an entity's tagging metrics from its positions;
- ``propagation``: ENTITY, CASCADE, BUBBLE_UP within a tag's targets;
- ``records``: the typed records of tagging rules and runs;
- ``vocabulary``: entity types, metrics, periods, columns, operators.

Import from the module itself: this package imports none of them (cold start).
"""
