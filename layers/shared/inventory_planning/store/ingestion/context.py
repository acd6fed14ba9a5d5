"""What every part of one ingestion run shares: the organization, its house entities, the clock, the buffer."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from inventory_planning.kernel.ids import entity_id
from inventory_planning.store.ingestion.batch import WriteBuffer
from inventory_planning.store.ingestion.keys import org_pk
from inventory_planning.store.models import BaseItem

CURRENCY = "INR"
WAREHOUSE_CODE = "WH-MAIN"
WAREHOUSE_NAME = "Main warehouse"
HOUSE_BRAND_CODE = "HOUSE"


@dataclass
class RunContext:
    """One file's run for one organization.

    Attributes:
        organization_id: the tenant every key starts with.
        brand_name: the organization's name, which names its house brand.
        now: the file's ingestion time (the record's ``createdAt``): ``updatedAt`` of every item
            written, and the ``movementTime`` of stock counts.
        run_id: the file-ingestion record's id: names the run's lake parts, and is the ``file_id``
            of every fact row it writes.
        buffer: the run's pending puts.
        created: entities this run created, by counted kind (``products``, ``variants``, ...).
        shop_id: id of the organization's warehouse shop (``WH-MAIN``), where all stock and sales are.
        brand_id: id of the organization's house brand (``HOUSE``).
    """

    organization_id: str
    brand_name: str
    now: datetime
    run_id: str = "run"
    buffer: WriteBuffer = field(default_factory=WriteBuffer)
    created: dict[str, int] = field(default_factory=dict)
    shop_id: str = field(init=False)
    brand_id: str = field(init=False)

    def __post_init__(self) -> None:
        self.shop_id = entity_id(self.organization_id, "shop", WAREHOUSE_CODE)
        self.brand_id = entity_id(self.organization_id, "brand", HOUSE_BRAND_CODE)

    def pk(self, kind: str) -> str:
        """Partition key ``ORG#<org>#<KIND>`` of this organization."""
        return org_pk(self.organization_id, kind)

    def save(self, item: BaseItem) -> None:
        """Queue a put of ``item`` in the run's buffer."""
        self.buffer.save(item)

    def count_created(self, kind: str) -> None:
        """Count one entity of ``kind`` created by this run."""
        self.created[kind] = self.created.get(kind, 0) + 1
