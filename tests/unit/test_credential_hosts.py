"""The hosts a workflow credential may be sent to (domain/workflows/credential_hosts.py, pure): how an
``allowedHosts`` entry is validated and stored, how a URL's host is matched, and which URL templates
name their host literally (what the save of a workflow can check)."""

from __future__ import annotations

import pytest
from inventory_planning.domain.workflows.credential_hosts import (
    CredentialHostRefused,
    allowed_host,
    allowed_hosts,
    check_host,
    host_allowed,
    literal_host,
    request_host,
)
from inventory_planning.kernel.errors import InvalidInput


@pytest.mark.parametrize(
    ("value", "stored"),
    [
        ("erp.example.com", "erp.example.com"),
        ("ERP.Example.COM", "erp.example.com"),  # upper case folded
        ("*.example.com", "*.example.com"),
        ("bücher.example", "xn--bcher-kva.example"),  # IDNA, as the resolver converts it
        ("xn--bcher-kva.example", "xn--bcher-kva.example"),
        ("localhost", "localhost"),
        ("127.0.0.1", "127.0.0.1"),
        ("2001:DB8:0:0::1", "2001:db8::1"),  # compressed
        ("a1-b2.example", "a1-b2.example"),
        ("a" * 63 + ".example", "a" * 63 + ".example"),  # a label of 63 characters, the most
    ],
)
def test_an_allowed_host_is_stored_lower_case_in_ascii(value, stored):
    assert allowed_host(value) == stored


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ("", "required"),
        ("https://erp.example.com", "scheme"),
        ("erp.example.com/api", "path"),
        ("erp.example.com?x=1", "path"),
        ("erp.example.com:8443", "port"),
        ("alice@erp.example.com", "user information"),
        ("[::1]", "brackets"),
        ("erp .example.com", "spaces"),
        ("erp.*.example.com", "wildcard"),
        ("*example.com", "wildcard"),
        ("**.example.com", "wildcard"),
        ("*", "wildcard"),
        ("*.com", "top-level"),
        ("*.10.0.0.1", "addresses"),
        ("erp.example.com.", "trailing dot"),
        ("erp_1.example.com", "label"),
        ("-erp.example.com", "label"),
        ("erp-.example.com", "label"),
        ("erp..example.com", "label"),
        ("a" * 64 + ".example", "label"),
        (("a" * 62 + ".") * 4 + "example", "253"),  # 4 x 63 + 7 = 259 characters > 253
        ("127.1", "digits"),
        ("1.2.3.4.5", "digits"),
        ("10.0.0.01", "digits"),  # a leading zero: not an address, and not a name either
    ],
)
def test_an_allowed_host_is_refused(value, reason):
    with pytest.raises(ValueError, match=reason):
        allowed_host(value)


def test_allowed_hosts_name_each_refused_entry():
    assert allowed_hosts(["ERP.example.com", "*.partner.example"]) == ("erp.example.com", "*.partner.example")
    with pytest.raises(InvalidInput) as caught:
        allowed_hosts(["ok.example", "https://x.example", "OK.example", "y.example:1"])
    fields = [(e["field"], e["code"]) for e in caught.value.field_errors]
    assert fields == [
        ("allowedHosts[1]", "invalid_host"),
        ("allowedHosts[2]", "duplicate_host"),
        ("allowedHosts[3]", "invalid_host"),
    ]
    for count in (0, 21):
        with pytest.raises(InvalidInput) as caught:
            allowed_hosts([f"h{i}.example" for i in range(count)])
        assert [e["field"] for e in caught.value.field_errors] == ["allowedHosts"]
    assert len(allowed_hosts([f"h{i}.example" for i in range(20)])) == 20  # 20: the most


@pytest.mark.parametrize(
    ("host", "allowed"),
    [
        ("erp.example.com", True),
        ("a.b.example.com", True),  # any depth
        ("example.com", False),  # not the name itself
        ("evilexample.com", False),  # the suffix without its dot
        ("erp.example.com.attacker.example", False),
        ("example.com.erp", False),
        ("erp.example.co", False),
    ],
)
def test_a_wildcard_allows_subdomains_only(host, allowed):
    assert host_allowed(host, ["*.example.com"]) is allowed


def test_an_exact_entry_allows_that_host_only():
    allowed = ["erp.example.com", "127.0.0.1", "2001:db8::1", "xn--bcher-kva.example"]
    assert host_allowed("erp.example.com", allowed)
    assert host_allowed("erp.example.com.", allowed)  # the same name, fully qualified
    assert host_allowed("2001:db8:0::1", allowed)  # urlsplit gives the address without brackets
    assert host_allowed("bücher.example", allowed)  # a URL written in Unicode: compared in ASCII
    for other in ("sub.erp.example.com", "example.com", "127.0.0.2", "2130706433", "127.1", "", ".erp.example.com"):
        assert not host_allowed(other, allowed), other
    assert not host_allowed("erp.example.com", [])  # a record stored before allowedHosts: nowhere
    assert request_host("ERP.Example.com.") == "erp.example.com"


def test_check_host_says_where_and_what_is_allowed():
    check_host("cred-1", "erp.example.com", ["erp.example.com"])
    with pytest.raises(CredentialHostRefused) as caught:
        check_host("cred-1", "attacker.example", ["erp.example.com", "*.partner.example"])
    refused = caught.value
    assert (refused.host, refused.allowed_hosts) == ("attacker.example", ("erp.example.com", "*.partner.example"))
    assert "attacker.example" in str(refused) and "erp.example.com, *.partner.example" in str(refused)


@pytest.mark.parametrize(
    ("url", "host"),
    [
        ("https://erp.example.com/orders", "erp.example.com"),
        ("https://erp.example.com/orders/{{ steps.plan.output.planId }}", "erp.example.com"),
        ("https://erp.example.com?run={{ run.id }}", "erp.example.com"),
        ("https://erp.example.com#{{ run.id }}", "erp.example.com"),
        ("https://ERP.example.com:8443/", "erp.example.com"),
        ("http://127.0.0.1:8080/hook", "127.0.0.1"),
        ("http://[::1]:8080/hook", "::1"),
        ("https://erp.example.com", "erp.example.com"),
        ("https://{{ steps.x.output.host }}/", None),
        ("https://erp.example.com{{ run.id }}/", None),  # could render erp.example.com.attacker.example
        ("https://erp.example.com:{{ run.id }}/", None),
        ("https://erp.{% if true %}example{% endif %}.com/", None),
        ("https://erp.{# note #}example.com/", None),
        ("{{ steps.x.output.url }}", None),
        ("http{{ s }}://erp.example.com/", None),
    ],
)
def test_the_literal_host_of_a_url_template(url, host):
    assert literal_host(url) == host


@pytest.mark.parametrize("url", ["erp.example.com/orders", "https:///orders", "https://erp.example.com:99999/"])
def test_a_url_without_a_readable_host_is_an_error(url):
    with pytest.raises(ValueError):
        literal_host(url)
