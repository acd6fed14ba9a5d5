"""The hosts a workflow credential may be sent to (pure; docs/decisions/0038; docs/automation.md
"Credentials").

A credential names its ``allowedHosts`` when it is created (1..20, not secret, shown on the record).
A CALL_WEBHOOK sends it only to a URL whose host one of them allows: the check runs when the workflow
is saved (services/workflows/crud.py) and again where the secret is read, before any connection
(services/workflows/nodes/webhook.py). Without it, anyone who may save a workflow could send the
organization's ERP token to a host of their choice.

An allowed host is written as a host name or an IP address: lower-cased (upper case is folded), in
its ASCII form (an internationalized name is converted with IDNA, as the resolver does: ``bücher.example``
-> ``xn--bcher-kva.example``), without scheme, path, port, user information or trailing dot. Labels are
letters, digits and inner hyphens, 1..63 characters; the name at most 253. The last label is not all
digits (``127.1`` is not a name; an IPv4 address is written ``a.b.c.d``). An IPv6 address is written
without brackets (kept in its compressed form). The only wildcard is a leading ``*.`` label before a
name of two labels at least: ``*.example.com`` allows any subdomain (``erp.example.com``,
``a.b.example.com``), not ``example.com`` itself nor ``evilexample.com``.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Sequence
from urllib.parse import urlsplit

from inventory_planning.kernel.errors import InvalidInput, field_error

MAX_ALLOWED_HOSTS = 20
"""Allowed hosts of one credential at most (at least 1)."""
MAX_NAME_LENGTH = 253
"""Characters of a host name at most (RFC 1035, without the trailing dot)."""
WILDCARD = "*."
"""The leading label that allows any subdomain of the rest."""
TEMPLATE_OPENERS = ("{{", "{%", "{#")
"""What starts a Jinja2 expression, statement or comment in a URL template."""

_LABEL = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$")
_SCHEME_AND_AUTHORITY = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*")


class CredentialHostRefused(ValueError):
    """A credential is not sent to ``host``: none of its ``allowed_hosts`` allows it."""

    def __init__(self, credential_id: str, host: str, allowed_hosts: Sequence[str]) -> None:
        self.credential_id = credential_id
        self.host = host
        self.allowed_hosts = tuple(allowed_hosts)
        allowed = ", ".join(self.allowed_hosts) or "none"
        super().__init__(f"the credential {credential_id!r} may not be sent to {host} (its allowedHosts: {allowed})")


def _address(value: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """``value`` as an IP address (strict dotted quad, or IPv6 without zone), else None."""
    if "%" in value:
        return None
    try:
        return ipaddress.ip_address(value)
    except ValueError:
        return None


def _ascii_name(name: str) -> str:
    """``name`` lower-cased in its ASCII form, every label checked.

    Raises:
        ValueError: a label that is not letters, digits and inner hyphens (1..63), an over-long name,
            a last label of digits only, a name IDNA cannot convert.
    """
    lowered = name.lower()
    if not lowered.isascii():
        try:
            lowered = lowered.encode("idna").decode("ascii")
        except UnicodeError:
            raise ValueError(f"{name!r} is not a valid internationalized host name") from None
    if len(lowered) > MAX_NAME_LENGTH:
        raise ValueError(f"a host name holds at most {MAX_NAME_LENGTH} characters")
    labels = lowered.split(".")
    for label in labels:
        if not _LABEL.match(label):
            raise ValueError(f"label {label!r} is not a host name label (letters, digits, inner hyphens; 1..63 characters)")
    if labels[-1].isdigit():
        raise ValueError("the last label of a host name is not all digits (an IPv4 address is written a.b.c.d)")
    return lowered


def allowed_host(value: str) -> str:
    """One ``allowedHosts`` entry in its stored form (module docstring).

    Raises:
        ValueError: the entry is refused; the message says why.
    """
    if not value:
        raise ValueError("a host name is required")
    if any(ch.isspace() or not ch.isprintable() for ch in value):
        raise ValueError("a host name has no spaces or control characters")
    if "://" in value:
        raise ValueError("a host name without scheme: erp.example.com, not https://erp.example.com")
    if any(ch in value for ch in "/\\?#"):
        raise ValueError("a host name without path, query or fragment")
    if "@" in value:
        raise ValueError("a host name without user information")
    if value.startswith("[") or value.endswith("]"):
        raise ValueError("an IPv6 address is written without brackets")
    address = _address(value)
    if address is not None:
        return str(address)
    if ":" in value:
        raise ValueError("a host name without port")
    wildcard = value.startswith(WILDCARD)
    name = value[len(WILDCARD) :] if wildcard else value
    if "*" in name:
        raise ValueError("the only wildcard is a leading '*.' label (*.example.com)")
    if name.endswith("."):
        raise ValueError("a host name without trailing dot")
    if wildcard and _address(name) is not None:
        raise ValueError("a wildcard is for names, not addresses")
    ascii_name = _ascii_name(name)
    if wildcard and "." not in ascii_name:
        raise ValueError(
            "a wildcard covers the subdomains of a name of two labels at least (*.example.com), not of a top-level domain"
        )
    return WILDCARD + ascii_name if wildcard else ascii_name


def allowed_hosts(values: Sequence[str]) -> tuple[str, ...]:
    """The body's ``allowedHosts`` in their stored form (:func:`allowed_host`), in the given order.

    Raises:
        InvalidInput: 422 naming ``allowedHosts`` (none, or more than 20) or each refused
            ``allowedHosts[i]`` (invalid, or the same host as an earlier entry once normalized).
    """
    if not 1 <= len(values) <= MAX_ALLOWED_HOSTS:
        message = f"1 to {MAX_ALLOWED_HOSTS} host names, not {len(values)}"
        raise InvalidInput([field_error("allowedHosts", message, "allowed_hosts_count")])
    errors: list[dict[str, str]] = []
    seen: dict[str, int] = {}
    for index, value in enumerate(values):
        path = f"allowedHosts[{index}]"
        try:
            host = allowed_host(value)
        except ValueError as error:
            errors.append(field_error(path, str(error), "invalid_host"))
            continue
        if host in seen:
            errors.append(field_error(path, f"{host} repeats allowedHosts[{seen[host]}]", "duplicate_host"))
            continue
        seen[host] = index
    if errors:
        raise InvalidInput(errors)
    return tuple(seen)


def request_host(host: str) -> str | None:
    """The form of a URL's host compared with ``allowedHosts``: an IP address compressed, a name
    lower-cased in ASCII (IDNA, as the resolver converts it) without its trailing dot; None when it is
    neither (never allowed).

    Args:
        host: what ``urllib.parse.urlsplit(url).hostname`` gives (no brackets, no port).
    """
    address = _address(host)
    if address is not None:
        return str(address)
    name = host[:-1] if host.endswith(".") else host
    try:
        return _ascii_name(name)
    except ValueError:
        return None


def host_allowed(host: str, allowed: Sequence[str]) -> bool:
    """``host`` (a URL's, :func:`request_host`) is one of ``allowed`` or a subdomain of a ``*.name``
    entry (any depth; never the name itself)."""
    name = request_host(host)
    if name is None:
        return False
    for entry in allowed:
        if entry.startswith(WILDCARD):
            if name.endswith(entry[1:]):  # ".example.com": a label at least before it
                return True
        elif name == entry:
            return True
    return False


def check_host(credential_id: str, host: str, allowed: Sequence[str]) -> None:
    """Raise :class:`CredentialHostRefused` unless :func:`host_allowed`."""
    if not host_allowed(host, allowed):
        raise CredentialHostRefused(credential_id, host, allowed)


def literal_host(url: str) -> str | None:
    """The host of a webhook's URL template when its scheme and host are written out (no template
    before the end of the host): what can be checked when the workflow is saved. None when a template
    could make or change the host (``https://{{ ... }}/``, ``https://erp.example.com{{ ... }}``,
    ``{{ steps.x.output.url }}``).

    Raises:
        ValueError: the URL holds no template but no ``scheme://host`` either, or no readable host
            (``https:///x``, a bad port).
    """
    cut = min((i for i in (url.find(opener) for opener in TEMPLATE_OPENERS) if i >= 0), default=len(url))
    match = _SCHEME_AND_AUTHORITY.match(url[:cut])
    if match is None and cut == len(url):
        raise ValueError("the URL names no scheme and host (https://erp.example.com/...)")
    if match is None or (match.end() == cut < len(url)):
        return None  # a templated scheme or host, or a template right after the host that could extend it
    parts = urlsplit(url[: match.end()])
    _ = parts.port  # raises ValueError on a bad port
    if not parts.hostname:
        raise ValueError("the URL names no host")
    return parts.hostname
