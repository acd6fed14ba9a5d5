"""The config of a TRIGGER node (REFERENCE 7 "Trigger"; issue 26): which entities a run starts from.

``{entityType, includeTags[1..20], excludeTags[0..20]}``: the entities of ``entityType`` carrying at
least one include tag and none of the exclude tags (tag ids of the organization; the definition's
validation checks they exist and that ``entityType`` is a target of the include tags).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

TagId = str
MAX_TRIGGER_TAGS = 20
MAX_TAG_ID = 64


class TriggerConfig(BaseModel):
    """A TRIGGER node's ``config``.

    Attributes:
        entityType: PRODUCT | VARIANT | BRAND | INVENTORY_ITEM.
        includeTags: 1..20 distinct tag ids; an entity matches with at least one of them.
        excludeTags: 0..20 distinct tag ids; an entity carrying one of them does not match. A tag may
            not be both included and excluded.
    """

    model_config = ConfigDict(extra="forbid")

    entityType: Literal["PRODUCT", "VARIANT", "BRAND", "INVENTORY_ITEM"]
    includeTags: list[TagId] = Field(min_length=1, max_length=MAX_TRIGGER_TAGS)
    excludeTags: list[TagId] = Field(default_factory=list, max_length=MAX_TRIGGER_TAGS)

    @model_validator(mode="after")
    def _distinct(self) -> TriggerConfig:
        for name, tags in (("includeTags", self.includeTags), ("excludeTags", self.excludeTags)):
            if len(set(tags)) != len(tags):
                raise ValueError(f"{name} lists a tag twice")
            if any(not tag or len(tag) > MAX_TAG_ID for tag in tags):
                raise ValueError(f"{name} holds an empty or over-long tag id")
        both = sorted(set(self.includeTags) & set(self.excludeTags))
        if both:
            raise ValueError(f"a tag is both included and excluded: {', '.join(both)}")
        return self
