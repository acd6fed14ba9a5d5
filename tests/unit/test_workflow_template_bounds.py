"""Memory and time bounds of workflow templates (services/workflows/sandbox.py through interpolation.render).

The bounds: MAX_OUTPUT_BYTES = 256 * 1024 = 262,144 characters per value built, MAX_RANGE = 10,000
numbers, MAX_LOOP_ITERATIONS = 100,000, MAX_LOOP_DEPTH = 2, MAX_INT_BITS = 4,096.
"""

from __future__ import annotations

import time

import pytest
from inventory_planning.domain.workflows.nodes import NodeFailed
from inventory_planning.services.workflows import sandbox
from inventory_planning.services.workflows.interpolation import render

VARS = {"steps": {"plan": {"output": {"ids": ["a", "b", "c"], "count": 3, "tags": {"k": "v"}}}}}
FAST = 0.5
"""Seconds a refused bomb may take (the unbounded ones took 0.4 s to allocate 1 GB, or never ended)."""


def _refused(template: str) -> tuple[str, float]:
    started = time.monotonic()
    with pytest.raises(NodeFailed) as caught:
        render(template, VARS, path="bodyTemplate")
    elapsed = time.monotonic() - started
    assert caught.value.code == "TEMPLATE_ERROR"
    assert caught.value.details["path"] == "bodyTemplate"
    return caught.value.message, elapsed


@pytest.mark.parametrize(
    ("template", "reason"),
    [
        # 10**9 characters > 262,144: refused before str.center allocates 1 GB
        ("{{ 'x'|center(10**9)|length }}", "center's width would exceed the 262144 characters"),
        # 'x' doubled 30 times = 2**30 characters; the 19th doubling (2**19 = 524,288 > 262,144) is refused
        (
            "{% set ns = namespace(s='x') %}{% for i in range(30) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}{{ ns.s }}",
            "joining these parts with ~ would exceed",
        ),
        # three loops nested: refused when parsed (at most 2), before 10**15 iterations
        (
            "{% for a in range(100000) %}{% for b in range(100000) %}{% for c in range(100000) %}"
            "{% endfor %}{% endfor %}{% endfor %}",
            "loops may be nested at most 2 deep",
        ),
    ],
)
def test_the_reproduced_bombs_fail_fast(template, reason):
    message, elapsed = _refused(template)
    assert reason in message
    assert elapsed < FAST


@pytest.mark.parametrize(
    ("template", "statement"),
    [
        ("{% macro m() %}{{ m() }}{% endmacro %}{{ m() }}", "{% macro %}"),
        ("{% macro m() %}{{ caller() }}{% endmacro %}{% call m() %}x{% endcall %}", "{% macro %}"),
        ("{% block b %}x{% endblock %}", "{% block %}"),
        ("{% include 'x' %}", "{% include %}"),
        ("{% extends 'x' %}", "{% extends %}"),
        ("{% import 'x' as y %}", "{% import %}"),
        ("{% set x %}{{ 1 }}{% endset %}{{ x }}", "{% set %}...{% endset %}"),
        ("{% filter upper %}x{% endfilter %}", "{% filter %}"),
        ("{% for x in [1] recursive %}{{ loop([]) }}{% endfor %}", "a recursive loop"),
    ],
)
def test_statements_that_recurse_or_buffer_are_refused(template, statement):
    message, _ = _refused(template)
    assert f"{statement} is not allowed" in message


def test_range_and_loop_iterations_are_capped():
    assert render("{{ range(10000)|length }}", VARS) == "10000"  # MAX_RANGE numbers: allowed
    assert "range() may yield at most 10000 numbers, not 10001" in _refused("{{ range(10001)|length }}")[0]
    # 300 * 300 = 90,000 iterations <= 100,000 (the outer loop's 300 counted too: 90,300 in all)
    assert render("{% for a in range(300) %}{% for b in range(300) %}{% endfor %}{% endfor %}done", VARS) == "done"
    # 10,000 * 10,000 = 10**8 iterations: stopped at the 100,001st
    message, elapsed = _refused("{% for a in range(10000) %}{% for b in range(10000) %}{% endfor %}{% endfor %}")
    assert "at most 100000 iterations in all" in message
    assert elapsed < FAST


def test_a_rendering_stops_at_its_deadline(monkeypatch):
    monkeypatch.setattr(sandbox, "MAX_RENDER_SECONDS", 0.01)
    # 10,000 * 9 = 90,000 iterations (under the cap), each formatting a string: far more than 10 ms
    message, elapsed = _refused("{% for a in range(10000) %}{% for b in range(9) %}{{ (a ~ b)|upper }}{% endfor %}{% endfor %}")
    assert "rendering took longer than 0.01 s" in message
    assert elapsed < FAST


@pytest.mark.parametrize(
    ("template", "reason"),
    [
        ("{{ 'x'.ljust(10**9) }}", "ljust's width would exceed"),
        ("{{ '7'.zfill(10**9) }}", "zfill's width would exceed"),
        # one line: 1 + 10**9 characters of indent
        ("{{ 'x'|indent(10**9, true) }}", "this indent would exceed"),
        # 1,000 lines of 1 character, each followed by 1,000 characters of wrapstring: 1,001,000 + 1,000 > 262,144
        ("{{ ('x' * 1000)|wordwrap(1, wrapstring='y' * 1000) }}", "this wordwrap would exceed"),
        ("{{ 'x'|truncate(10**9) }}", "truncate's length would exceed"),
        ("{{ '%999999999s'|format('x') }}", "this % format would exceed"),
        ("{{ '%999999999s' % 'x' }}", "this % format would exceed"),
        ("{{ '%*s' % (5, 'x') }}", "a '*' width or precision"),
        ("{{ '{:>999999999}'.format('x') }}", "this format() would exceed"),
        ("{{ '{:{w}}'.format('x', w=5) }}", "a nested {} inside a format spec"),
        # 200,000 characters + 200,001 insertions of 2 characters = 600,002 > 262,144
        ("{{ ('x' * 200000)|replace('', 'yy') }}", "this replace() would exceed"),
        ("{{ ('x' * 200000).replace('x', 'yy') }}", "this replace() would exceed"),
        # 10,000 numbers of 1..4 digits + 9,999 separators of 100 characters = 999,900 + ... > 262,144
        ("{{ range(10000)|join('x' * 100) }}", "this join would exceed"),
        ("{{ ('x' * 100).join(range(10000)|map('string')) }}", "this join would exceed"),
        # 200,000 + 200,000 = 400,000 > 262,144
        ("{% set s = 'x' * 200000 %}{{ (s + s)|length }}", "this + would exceed"),
        # one string of 200,000 characters repeated 2 times: 2 * (200,000 + 6) > 262,144
        ("{% set s = 'x' * 200000 %}{{ ([s] * 2)|length }}", "repeating 1 items 2 times would exceed"),
        # a literal of 2 strings of 200,000 characters
        ("{% set s = 'x' * 200000 %}{{ [s, s]|length }}", "a value of this template would exceed"),
        # 1,000 strings of 200,000 characters, refused at the 2nd while |list consumes the map
        ("{{ range(1000)|map('center', 200000)|list|length }}", "the items of this template's sequence would exceed"),
        ("{{ [1, 2]|batch(10**9, 0)|list }}", "batch's count would exceed"),
        ("{{ [1, 2]|slice(10**9)|list }}", "slice's count would exceed"),
        ("{{ {'a': 1}|tojson(indent=100) }}", "tojson's indent may be at most 16"),
        # floor would compute 10 ** 10**9 (a 3.3-billion-bit integer)
        ("{{ 1.5|round(10**9, 'floor') }}", "round's precision may be at most 308"),
        # a literal width: the filter is not folded into a constant when the template compiles
        ("{{ 'x'|center(1000000000) }}", "center's width would exceed"),
        # 3**2 at each of 40 squarings: 3**(2**12) has 6,492 bits > 4,096, refused at the 12th
        (
            "{% set ns = namespace(n=3) %}{% for i in range(40) %}{% set ns.n = ns.n * ns.n %}{% endfor %}{{ ns.n }}",
            "a product above 4096 bits",
        ),
        # (2**200)**200: 201 bits * 200 = 40,200 > 4,096 (the exponent 200 alone is allowed)
        ("{{ (2 ** 200) ** 200 }}", "a power above 4096 bits"),
    ],
)
def test_size_producing_operations_are_refused_before_they_compute(template, reason):
    message, elapsed = _refused(template)
    assert reason in message
    assert elapsed < FAST


@pytest.mark.parametrize(
    ("template", "method"),
    [
        ("{{ (1).to_bytes(10**6, 'big') }}", "int.to_bytes()"),
        ("{{ 'a\tb'.expandtabs(10**8) }}", "str.expandtabs()"),
        ("{{ 'ab'.translate({97: 'x' * 100}) }}", "str.translate()"),
        ("{{ 'ab'.encode() }}", "str.encode()"),
    ],
)
def test_only_listed_methods_may_be_called(template, method):
    assert f"calling {method} is not allowed in a template" in _refused(template)[0]


def test_what_legitimate_templates_use_still_renders():
    assert (
        render(
            "{{ steps.plan.output.ids|join(',') }}|{{ steps.plan.output.ids|tojson }}|{{ steps.plan.output.missing|default(0) }}"
            "|{{ 'ab'|upper }}|{{ steps.plan.output.ids|length }}|{{ steps.plan.output.ids|map('upper')|join }}",
            VARS,
        )
        == 'a,b,c|["a", "b", "c"]|0|AB|3|ABC'
    )
    assert (
        render(
            "{% for id in steps.plan.output.ids %}{% if not loop.first %},{% endif %}{{ loop.index }}:{{ id }}{% endfor %}", VARS
        )
        == "1:a,2:b,3:c"
    )
    assert render("{% for k, v in steps.plan.output.tags.items() %}{{ k }}={{ v }}{% endfor %}", VARS) == "k=v"
    # 3 ids * 2 = 6 pairs
    assert (
        render("{% for id in steps.plan.output.ids %}{% for j in range(2) %}{{ id }}{{ j }}{% endfor %}{% endfor %}", VARS)
        == "a0a1b0b1c0c1"
    )
    assert render("{{ '{}-{}'.format(1, 2) }} {{ '%05d'|format(42) }} {{ 'a b'.split()|join('+') }}", VARS) == "1-2 00042 a+b"
    # 0 + 1 + 2 + 3 + 4 = 10
    assert (
        render("{% set ns = namespace(t=0) %}{% for i in range(5) %}{% set ns.t = ns.t + i %}{% endfor %}{{ ns.t }}", VARS)
        == "10"
    )
    assert render("{{ 'x' ~ steps.plan.output.count ~ 'y' }} {{ (1, 2) }} {{ {'a': [1]} }}", VARS) == "x3y (1, 2) {'a': [1]}"
