"""The CALL_WEBHOOK address guard (domain/workflows/addresses.py) and the webhook config's rules."""

from __future__ import annotations

import pytest
from inventory_planning.domain.workflows.addresses import AddressRefused, check_address, parse_url
from inventory_planning.domain.workflows.configs.webhook import CallWebhookConfig
from pydantic import ValidationError


@pytest.mark.parametrize(
    ("address", "rule"),
    [
        ("10.1.2.3", "private"),
        ("172.16.0.1", "private"),
        ("192.168.1.10", "private"),
        ("127.0.0.1", "loopback"),
        ("127.8.9.10", "loopback"),
        ("::1", "loopback"),
        ("169.254.10.1", "link-local"),
        ("fe80::1", "link-local"),
        ("224.0.0.1", "multicast"),
        ("ff02::1", "multicast"),
        ("100.64.0.1", "shared"),
        ("100.127.255.254", "shared"),
        ("0.0.0.0", "unspecified"),
        ("::", "unspecified"),
        ("240.0.0.1", "private"),  # 240/4 is reserved; Python lists it among the private networks first
        ("169.254.169.254", "metadata"),
        ("169.254.170.2", "metadata"),
        ("fd00:ec2::254", "metadata"),
        ("fd12:3456::1", "private"),
        ("::ffff:169.254.169.254", "metadata"),  # IPv4-mapped
        ("::ffff:10.0.0.5", "private"),
        ("2002:a00:1::1", "private"),  # 6to4 of 10.0.0.1
        ("64:ff9b::a9fe:a9fe", "metadata"),  # NAT64 of 169.254.169.254
        ("192.0.2.10", "private"),  # documentation range (TEST-NET-1)
    ],
)
def test_addresses_a_webhook_may_not_call(address, rule):
    with pytest.raises(AddressRefused) as refused:
        check_address(address, allow_loopback=False)
    assert refused.value.rule == rule
    assert address in refused.value.message


def test_public_addresses_pass():
    assert str(check_address("93.184.216.34", allow_loopback=False)) == "93.184.216.34"
    assert str(check_address("2606:2800:220:1:248:1893:25c8:1946", allow_loopback=False)) == "2606:2800:220:1:248:1893:25c8:1946"


def test_the_local_stack_allows_loopback_never_metadata_nor_private():
    assert str(check_address("127.0.0.1", allow_loopback=True)) == "127.0.0.1"
    assert str(check_address("::1", allow_loopback=True)) == "::1"
    for address, rule in (("169.254.169.254", "metadata"), ("fd00:ec2::254", "metadata"), ("10.0.0.1", "private")):
        with pytest.raises(AddressRefused) as refused:
            check_address(address, allow_loopback=True)
        assert refused.value.rule == rule


def test_urls_only_https_when_deployed():
    target = parse_url("https://hooks.example.com:8443/in?x=1", allow_http=False)
    assert (target.scheme, target.host, target.port, target.path, target.host_header) == (
        "https", "hooks.example.com", 8443, "/in?x=1", "hooks.example.com:8443",
    )  # fmt: skip
    assert parse_url("https://hooks.example.com", allow_http=False).host_header == "hooks.example.com"
    for url, rule in (
        ("http://hooks.example.com/in", "scheme"),
        ("ftp://hooks.example.com/in", "scheme"),
        ("hooks.example.com/in", "scheme"),
        ("https://user:pw@hooks.example.com/", "url"),
        ("https:///nohost", "url"),
        ("https://hooks.example.com/a b", "url"),
        ("https://hooks.example.com:99999/", "url"),
    ):
        with pytest.raises(AddressRefused) as refused:
            parse_url(url, allow_http=False)
        assert refused.value.rule == rule, url
    assert parse_url("http://127.0.0.1:8080/x", allow_http=True).port == 8080


def test_webhook_config_rules():
    config = CallWebhookConfig.model_validate({"url": "https://x.test", "successStatusCodes": [201, [300, 302]]})
    assert config.method == "POST" and config.timeoutMs == 10_000 and config.retries.count == 0
    assert [config.is_success(s) for s in (200, 201, 300, 302, 303)] == [False, True, True, True, False]
    default = CallWebhookConfig.model_validate({"url": "https://x.test"})
    assert [default.is_success(s) for s in (199, 200, 299, 300)] == [False, True, True, False]
    bad = [
        {"url": "https://x.test", "timeoutMs": 30_001},
        {"url": "https://x.test", "retries": {"count": 6}},
        {"url": "https://x.test", "retries": {"count": 1, "backoffMs": 30_001}},
        {"url": "https://x.test", "method": "GET", "bodyType": "json", "bodyTemplate": "{}"},
        {"url": "https://x.test", "bodyType": "json"},
        {"url": "https://x.test", "bodyTemplate": "{}"},
        {"url": "https://x.test", "headers": [{"key": "Host", "value": "evil"}]},
        {"url": "https://x.test", "headers": [{"key": "bad header", "value": "v"}]},
        {"url": "https://x.test", "auth": {"type": "bearer"}},
        {
            "url": "https://x.test",
            "auth": {"type": "bearer", "credentialId": "c"},
            "headers": [{"key": "authorization", "value": "x"}],
        },
        {"url": "https://x.test", "successStatusCodes": [[299, 200]]},
        {"url": "https://x.test", "saveResponseAs": "statusCode"},
        {"url": "https://x.test", "saveResponseAs": "9lives"},
        {"url": "https://x.test", "unknown": 1},
    ]
    for body in bad:
        with pytest.raises(ValidationError):
            CallWebhookConfig.model_validate(body)
