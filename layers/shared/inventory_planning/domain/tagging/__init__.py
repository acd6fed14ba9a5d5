"""Tagging rules (REFERENCE 6.2; issue 26; docs/automation.md "Tagging rules"; decision 0036), pure:

- ``vocabulary``: entity types, metrics and periods, columns and operators;
- ``checks``: a rule's checks across fields (422 naming the field path), RE2 patterns;
- ``metrics``: an entity's metric values from its positions' totals;
- ``conditions``: which entities a rule's conditions match (comparisons, percent ranks, columns);
- ``propagation``: ENTITY, CASCADE, BUBBLE_UP within the tag's targets;
- ``records``: the typed records the services return.
"""
