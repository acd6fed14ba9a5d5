"""The address guard of CALL_WEBHOOK (pure; docs/decisions/0038): which URLs and resolved addresses a
workflow may call.

A deployed webhook calls ``https`` only, and every address its host resolves to must be a public
unicast address: not private, loopback, link-local, multicast, reserved, unspecified, shared
(100.64.0.0/10), nor the cloud metadata address (169.254.169.254, fd00:ec2::254, ECS's 169.254.170.2),
also when written as IPv4-mapped (``::ffff:10.0.0.1``), IPv4-compatible, 6to4 (2002::/16) or NAT64
(64:ff9b::/96) IPv6. The local stack (``make run``) and the tests that run a receiver on the machine
allow ``http`` and loopback (127.0.0.0/8, ::1), never the metadata addresses. The resolution and the
pinned connection are the service's (services/workflows/nodes/webhook.py); this module decides.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

METADATA_ADDRESSES: frozenset[IPAddress] = frozenset(
    {
        ipaddress.ip_address("169.254.169.254"),  # EC2 / Lambda instance metadata (and most clouds')
        ipaddress.ip_address("169.254.170.2"),  # ECS task metadata and credentials
        ipaddress.ip_address("fd00:ec2::254"),  # EC2 instance metadata over IPv6
    }
)
"""Never callable, not even by the local stack."""

SHARED = ipaddress.ip_network("100.64.0.0/10")
NAT64 = ipaddress.ip_network("64:ff9b::/96")


class AddressRefused(ValueError):
    """A URL or an address a webhook may not call: ``rule`` names the rule (``metadata``,
    ``private``, ``loopback``, ``scheme``...), the message says it in a sentence."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message


@dataclass(frozen=True, slots=True)
class Target:
    """What a webhook URL names: ``scheme`` (http | https), ``host`` (a name or an address, without
    brackets), ``port`` and the ``path`` with its query (``/hook?x=1``)."""

    scheme: str
    host: str
    port: int
    path: str

    @property
    def host_header(self) -> str:
        """The Host header: the name, with the port when it is not the scheme's default."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        default = 443 if self.scheme == "https" else 80
        return host if self.port == default else f"{host}:{self.port}"


def parse_url(url: str, allow_http: bool) -> Target:
    """The target of ``url``.

    Raises:
        AddressRefused: ``scheme`` (not https, or http where only https is allowed), ``url`` (no
            host, user information in the URL, a bad port, spaces or control characters).
    """
    if any(ch.isspace() or not ch.isprintable() for ch in url):
        raise AddressRefused("url", "the URL contains spaces or control characters")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as error:
        raise AddressRefused("url", f"the URL is not valid: {error}") from None
    scheme = parts.scheme.lower()
    allowed = ("https", "http") if allow_http else ("https",)
    if scheme not in allowed:
        raise AddressRefused("scheme", f"only {' or '.join(allowed)} URLs may be called, not {scheme or 'a URL without scheme'}")
    if not parts.hostname:
        raise AddressRefused("url", "the URL has no host")
    if parts.username is not None or parts.password is not None:
        raise AddressRefused("url", "the URL may not carry user information (use a credential)")
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return Target(scheme, parts.hostname, port or (443 if scheme == "https" else 80), path)


def _embedded_ipv4(address: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 one carries: mapped (::ffff:a.b.c.d), 6to4, NAT64 or compatible (::a.b.c.d)."""
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address in NAT64:
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    if int(address) >> 32 == 0 and int(address) > 1:  # ::a.b.c.d (deprecated IPv4-compatible)
        return ipaddress.IPv4Address(int(address))
    return None


def _rule(address: IPAddress, allow_loopback: bool) -> str | None:
    if address in METADATA_ADDRESSES:
        return "metadata"
    if address.is_unspecified:
        return "unspecified"
    if address.is_loopback:
        return None if allow_loopback else "loopback"
    if address.is_link_local:
        return "link-local"
    if address.is_multicast:
        return "multicast"
    if isinstance(address, ipaddress.IPv4Address) and address in SHARED:
        return "shared"
    if address.is_private:
        return "private"
    if address.is_reserved:
        return "reserved"
    if not address.is_global:
        return "not-global"
    return None


RULE_SENTENCES = {
    "metadata": "the cloud metadata address",
    "unspecified": "an unspecified address",
    "loopback": "a loopback address",
    "link-local": "a link-local address",
    "multicast": "a multicast address",
    "shared": "a shared (carrier-grade NAT, 100.64.0.0/10) address",
    "private": "a private address",
    "reserved": "a reserved address",
    "not-global": "not a public address",
}


def check_address(address: str, allow_loopback: bool) -> IPAddress:
    """``address`` parsed, if a webhook may connect to it.

    Args:
        address: an IPv4 or IPv6 address (a resolver's answer; an IPv6 zone ``%eth0`` is refused).
        allow_loopback: the local stack: 127.0.0.0/8 and ::1 are allowed (never the metadata addresses).

    Raises:
        AddressRefused: its ``rule`` is one of :data:`RULE_SENTENCES`'s keys, or ``address`` (not an address).
    """
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        raise AddressRefused("address", f"{address!r} is not an IP address") from None
    embedded = _embedded_ipv4(parsed) if isinstance(parsed, ipaddress.IPv6Address) else None
    for candidate, how in ((embedded, f" (it carries the IPv4 address {embedded})"), (parsed, "")):
        if candidate is None:
            continue
        rule = _rule(candidate, allow_loopback)
        if rule is not None:
            raise AddressRefused(rule, f"{address} is {RULE_SENTENCES[rule]}{how}: webhooks may only call public addresses")
    return parsed
