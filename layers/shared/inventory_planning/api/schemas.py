"""The response envelopes' old address: they live in :mod:`inventory_planning.contracts.schemas`
(below the services, with the contracts that use them; issue 35). Routes may import them from here."""

from __future__ import annotations

from inventory_planning.contracts.schemas import FIGURE_MARK as FIGURE_MARK
from inventory_planning.contracts.schemas import Done as Done
from inventory_planning.contracts.schemas import ErrorEnvelope as ErrorEnvelope
from inventory_planning.contracts.schemas import FieldError as FieldError
from inventory_planning.contracts.schemas import Figure as Figure
from inventory_planning.contracts.schemas import ItemsOf as ItemsOf
from inventory_planning.contracts.schemas import MetaPageOf as MetaPageOf
from inventory_planning.contracts.schemas import One as One
from inventory_planning.contracts.schemas import PageMeta as PageMeta
from inventory_planning.contracts.schemas import PageOf as PageOf
from inventory_planning.contracts.schemas import Record as Record
from inventory_planning.contracts.schemas import RunMeta as RunMeta
from inventory_planning.contracts.schemas import RunMetaPageOf as RunMetaPageOf
from inventory_planning.contracts.schemas import RunPageMeta as RunPageMeta
from inventory_planning.contracts.schemas import RunPageOf as RunPageOf
from inventory_planning.contracts.schemas import _wire_or_attribute as _wire_or_attribute
