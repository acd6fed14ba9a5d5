"""The members feature in the domain: who belongs to an organization, with which roles and shops
(issue 38, decision 0053). Import from the module itself (``rules``)."""

from __future__ import annotations
