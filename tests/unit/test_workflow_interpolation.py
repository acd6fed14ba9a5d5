"""Workflow interpolation (services/workflows/interpolation.py): the sandbox, undefined names, bounds, JSON bodies."""

from __future__ import annotations

import pytest
from inventory_planning.domain.workflows.nodes import NodeFailed, TriggerMatch
from inventory_planning.kernel.actors import Actor, Caller
from inventory_planning.services.workflows.context import NodeContext
from inventory_planning.services.workflows.interpolation import (
    MAX_OUTPUT_BYTES,
    MAX_TEMPLATE_CHARS,
    render,
    render_json,
    resolve,
    variables,
)

VARS = {
    "steps": {"plan": {"output": {"planId": "pl_1", "planName": "Restock <north>", "isNew": True, "lines": [3, 5]}}},
    "workflow": {"id": "wf_1", "name": "Broken sizes"},
    "run": {"id": "run_9"},
    "trigger": {"entityType": "VARIANT", "matchedEntityIds": ["v1", "v2", "v3"], "matchedCount": 3},
}


def _error(template: str, **kwargs) -> NodeFailed:
    with pytest.raises(NodeFailed) as caught:
        render(template, VARS, **kwargs)
    assert caught.value.code == "TEMPLATE_ERROR"
    return caught.value


def test_variables_of_a_context_name_steps_workflow_run_and_trigger():
    ctx = NodeContext(
        "org",
        {"id": "wf_1", "name": "Broken sizes"},
        "run_9",
        Caller("org", Actor("WORKFLOW", "wf_1"), source_ref="run_9"),
        trigger=TriggerMatch("VARIANT", ("v1", "v2"), ("t1",)),
        outputs={"plan": {"planId": "pl_1"}},
    )
    got = variables(ctx)
    assert got["steps"] == {"plan": {"output": {"planId": "pl_1"}}}
    assert got["workflow"] == {"id": "wf_1", "name": "Broken sizes"}
    assert got["run"] == {"id": "run_9"}
    assert got["trigger"]["matchedCount"] == 2  # two matched ids
    assert got["trigger"]["includeTags"] == ["t1"]
    assert (
        render("{{ steps.plan.output.planId }}/{{ workflow.id }}/{{ run.id }}/{{ trigger.matchedCount }}", got)
        == "pl_1/wf_1/run_9/2"
    )


def test_render_reads_outputs_and_leaves_plain_text_alone():
    assert render("plan {{ steps.plan.output.planId }} of {{ workflow.name }}", VARS) == "plan pl_1 of Broken sizes"
    assert render("{{ steps.plan.output.lines[1] + 1 }}", VARS) == "6"  # 5 + 1
    assert render("no braces: 100% plain", VARS) == "no braces: 100% plain"


@pytest.mark.parametrize(
    ("template", "named"),
    [
        ("{{ steps.plan.output.planIdd }}", "'steps.plan.output.planIdd' is undefined"),
        ("{{ steps.other.output.planId }}", "'steps.other' is undefined"),
        ("{{ nothing }}", "'nothing' is undefined"),
        ("{{ steps.plan.output.lines[7] }}", "'steps.plan.output.lines[7]' is undefined"),
        ("{% if steps.plan.output.missing %}x{% endif %}", "'steps.plan.output.missing' is undefined"),
    ],
)
def test_an_undefined_variable_is_a_template_error_naming_its_path(template, named):
    error = _error(template)
    assert named in error.message
    assert error.details["reason"].startswith("undefined variable")


@pytest.mark.parametrize(
    "template",
    [
        "{{ ''.__class__ }}",
        "{{ ''.__class__.__mro__[1].__subclasses__() }}",
        "{{ cycler.__init__.__globals__ }}",
        "{{ range.__init__.__globals__ }}",
        "{{ namespace.__init__.__globals__ }}",
        "{{ '{0.__class__}'.format(1) }}",
        "{{ steps.plan.output.lines.append(9) }}",
        "{{ steps.plan.output.update({'planId': 'x'}) }}",
    ],
)
def test_sandbox_escapes_fail_cleanly(template):
    error = _error(template)
    assert "not allowed by the sandbox" in error.message or "is undefined" in error.message
    assert VARS["steps"]["plan"]["output"]["lines"] == [3, 5]  # nothing mutated
    assert VARS["steps"]["plan"]["output"]["planId"] == "pl_1"


def test_a_node_named_like_a_dict_method_reads_its_output():
    scope = {"steps": {"items": {"output": {"addedCount": 12}}, "keys": {"output": {"n": 1}}}}
    assert render("{{ steps.items.output.addedCount }}/{{ steps.keys.output.n }}", scope) == "12/1"


def test_bounds_of_template_and_rendering():
    assert "at most 20000 characters" in _error("x" * (MAX_TEMPLATE_CHARS + 1)).message
    # 'a' * 300000: 300,000 bytes > 262,144 (256 KiB): refused before it is built
    assert "not allowed by the sandbox" in _error("{{ 'a' * 300000 }}").message
    # 3,000 iterations of 100 characters = 300,000 bytes > 262,144: stopped while streaming
    assert f"exceeds {MAX_OUTPUT_BYTES} bytes" in _error("{% for i in range(3000) %}" + "y" * 100 + "{% endfor %}").message
    assert "exponent" in _error("{{ 2 ** 100000 }}").message
    assert render("{{ 'ab' * 3 }}", VARS) == "ababab"


def test_errors_while_evaluating_and_syntax_errors():
    assert "ZeroDivisionError" in _error("{{ 1 / 0 }}").message
    assert "syntax error on line 1" in _error("{{ steps. }}").message


def test_html_escapes_only_when_asked():
    assert render("<b>{{ steps.plan.output.planName }}</b>", VARS) == "<b>Restock <north></b>"
    assert render("<b>{{ steps.plan.output.planName }}</b>", VARS, html=True) == "<b>Restock &lt;north&gt;</b>"


def test_json_bodies_parse_and_tojson_quotes():
    body = render_json(
        '{"planId": {{ steps.plan.output.planId | tojson }}, "name": {{ steps.plan.output.planName | tojson }},'
        ' "count": {{ trigger.matchedCount }}, "ids": {{ trigger.matchedEntityIds | tojson }}}',
        VARS,
    )
    assert body == {"planId": "pl_1", "name": "Restock <north>", "count": 3, "ids": ["v1", "v2", "v3"]}
    with pytest.raises(NodeFailed) as caught:
        render_json('{"planId": {{ steps.plan.output.planId }}}', VARS, path="bodyTemplate")  # unquoted: not JSON
    assert caught.value.code == "TEMPLATE_ERROR"
    assert "not JSON" in caught.value.message
    assert caught.value.details["path"] == "bodyTemplate"


def test_resolve_renders_every_string_and_names_the_failing_field():
    config = {
        "url": "https://x.test/{{ run.id }}",
        "headers": [{"key": "X-Plan", "value": "{{ steps.plan.output.planId }}"}],
        "n": 3,
    }
    assert resolve(config, VARS) == {"url": "https://x.test/run_9", "headers": [{"key": "X-Plan", "value": "pl_1"}], "n": 3}
    with pytest.raises(NodeFailed) as caught:
        resolve({"headers": [{"key": "a", "value": "ok"}, {"key": "b", "value": "{{ run.nope }}"}]}, VARS)
    assert caught.value.details["path"] == "headers[1].value"
    assert "'run.nope' is undefined" in caught.value.message
