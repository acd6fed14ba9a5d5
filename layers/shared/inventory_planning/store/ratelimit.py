"""The per-token request counter behind the rate limit (one item per token per minute, TTL'd)."""

from __future__ import annotations

from inventory_planning.store.models import RateWindowItem


def hit(organization_id: str, rate_key: str, window: int) -> int:
    """Add one request to ``rate_key``'s window ``window`` (epoch minutes); return the new count.

    One atomic UpdateItem (ADD), so concurrent requests on any function count exactly once each.
    The item expires (TTL) two minutes after its window.
    """
    item = RateWindowItem(f"ORG#{organization_id}#RATE#{rate_key}", f"W#{window}")
    item.update(
        actions=[
            RateWindowItem.request_count.add(1),
            RateWindowItem.expires_at.set((window + 2) * 60),
        ]
    )
    return int(item.request_count)
