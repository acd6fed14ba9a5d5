"""pynamodb models of an organization's people (issue 38, decision 0053): members and teams.

Apart from ``store/models.py`` (its size), in the same single table with the same keys and indexes:

- ``MemberItem``: ``pk = ORG#<org>``, ``sk = USER#<sub>``; GSI1 ``MEMBER#<lower-cased e-mail>`` with
  the organization id (a person's organizations);
- ``TeamItem``: ``pk = ORG#<org>``, ``sk = TEAM#<teamId>``.
"""

from __future__ import annotations

from pynamodb.attributes import ListAttribute, NumberAttribute, UnicodeAttribute, UTCDateTimeAttribute

from inventory_planning.store.models import BaseItem, _Meta


class MemberItem(BaseItem):
    """A human user of the organization. ``pk = ORG#<org>``, ``sk = USER#<sub>``; roles grant permissions.

    ``status``: INVITED until the first session, ACTIVE, REMOVED (kept for the audit); None for a
    record written before members were managed (an ACTIVE member).
    """

    Meta = _Meta
    user_id = UnicodeAttribute()
    email = UnicodeAttribute()
    name = UnicodeAttribute()
    roles = ListAttribute(of=UnicodeAttribute, default=list)
    shop_ids = ListAttribute(of=UnicodeAttribute, null=True)  # the assigned shops of a shops.viewAssigned role
    status = UnicodeAttribute(null=True)
    invited_at = UTCDateTimeAttribute(null=True)
    invited_by = UnicodeAttribute(null=True)  # the inviter's principal ref (USER:<id>, API_TOKEN:<id>)
    joined_at = UTCDateTimeAttribute(null=True)
    removed_at = UTCDateTimeAttribute(null=True)
    version = NumberAttribute(default=0)


class TeamItem(BaseItem):
    """A team of members: ``pk = ORG#<org>``, ``sk = TEAM#<teamId>``; its shops add to its members'
    assigned shops (decision 0053)."""

    Meta = _Meta
    team_id = UnicodeAttribute()
    name = UnicodeAttribute()
    description = UnicodeAttribute(null=True)
    member_ids = ListAttribute(of=UnicodeAttribute, default=list)
    shop_ids = ListAttribute(of=UnicodeAttribute, default=list)
    created_at = UTCDateTimeAttribute()
    created_by = UnicodeAttribute()
    updated_at = UTCDateTimeAttribute()
    updated_by = UnicodeAttribute()
    version = NumberAttribute(default=0)
