"""Interpolation of a node's config: ``{{steps.<nodeId>.output.*}}``, ``{{workflow.id}}`` (REFERENCE 7;
docs/automation.md "Webhooks, e-mails and credentials"; docs/decisions/0038).

Templates are Jinja2 rendered by ``jinja2.sandbox.ImmutableSandboxedEnvironment``: no attribute
starting with ``_`` (no ``__class__``, no ``__globals__``), no call that mutates a list or dict, no
code execution; ``StrictUndefined``: reading a name that does not exist fails, naming its path
(``'steps.plan.output.planIdd' is undefined``) rather than rendering an empty string into a webhook.

Bounds: a template holds at most :data:`MAX_TEMPLATE_CHARS` characters, its rendering at most
:data:`MAX_OUTPUT_BYTES` bytes (counted while it streams); the environment
(services/workflows/sandbox.py) bounds memory and time: no macros or recursion, loops nested at most
twice, a small ``range``, an iteration cap and a deadline per rendering, and every operation that
could build a long value (``'a' * 10**9``, ``'x'|center(10**9)``, ``~`` in a loop) checked before it
computes. Every failure is a
:class:`~inventory_planning.domain.workflows.nodes.NodeFailed` ``TEMPLATE_ERROR`` whose details
name the config field (``path``) and the reason.

No autoescape, except where the text is HTML (``render(..., html=True)``: an e-mail's html body,
a webhook's raw html body); the ``tojson`` filter dumps a value as JSON (not HTML-escaped: a JSON
body is built with it), and :func:`render_json` parses what a JSON body template renders.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from jinja2 import StrictUndefined, TemplateError, TemplateSyntaxError
from jinja2.exceptions import SecurityError, UndefinedError
from jinja2.runtime import missing

from inventory_planning.domain.workflows.nodes import NodeFailed
from inventory_planning.services.workflows.context import NodeContext
from inventory_planning.services.workflows.sandbox import MAX_OUTPUT_BYTES, BoundedEnvironment, budget, compile_template

__all__ = ["MAX_OUTPUT_BYTES", "MAX_TEMPLATE_CHARS", "render", "render_json", "resolve", "variables"]

MAX_TEMPLATE_CHARS = 20_000
"""Characters of one template (one string of a config)."""


class PathDict(dict[str, Any]):
    """A dict of the template variables that knows its path (``_ipath``; the sandbox hides attributes
    starting with ``_`` from templates)."""

    _ipath: str = ""


class PathList(list[Any]):
    """A list of the template variables that knows its path (see :class:`PathDict`)."""

    _ipath: str = ""


def _with_paths(value: Any, path: str) -> Any:
    """``value`` with every dict and list replaced by a :class:`PathDict` / :class:`PathList` carrying its path."""
    if isinstance(value, Mapping):
        out = PathDict({str(k): _with_paths(v, f"{path}.{k}" if path else str(k)) for k, v in value.items()})
        out._ipath = path
        return out
    if isinstance(value, list | tuple):
        items = PathList(_with_paths(v, f"{path}[{i}]") for i, v in enumerate(value))
        items._ipath = path
        return items
    return value


class _NamedUndefined(StrictUndefined):
    """StrictUndefined whose message names the full path of what is missing (``'steps.x.output' is undefined``)."""

    __slots__ = ()

    @property
    def _undefined_message(self) -> str:
        if self._undefined_hint is not None or self._undefined_obj is missing:
            return str(super()._undefined_message)
        parent = getattr(self._undefined_obj, "_ipath", "")
        name = self._undefined_name
        where = f"{parent}[{name}]" if isinstance(name, int) else (f"{parent}.{name}" if parent else str(name))
        return f"{where!r} is undefined"


def _tojson(value: Any, indent: int | None = None) -> str:
    """The ``tojson`` filter: ``value`` as JSON (UTF-8 kept, not HTML-escaped; keys in their order)."""
    return json.dumps(value, ensure_ascii=False, indent=indent, default=str)


def _key_first(obj: Any, attribute: str) -> bool:
    """``a.b`` reads the key ``b`` of a variables dict first (a node called ``items`` or ``keys`` is its
    output, not the dict method)."""
    return isinstance(obj, PathDict) and attribute in obj


def _environment(autoescape: bool) -> BoundedEnvironment:
    env = BoundedEnvironment(autoescape=autoescape, key_first=_key_first, undefined=_NamedUndefined)
    env.add_filter("tojson", _tojson)
    return env


@lru_cache(maxsize=2)
def _env(html: bool) -> BoundedEnvironment:
    return _environment(autoescape=html)


@lru_cache(maxsize=256)
def _compiled(template: str, html: bool) -> Any:
    return compile_template(_env(html), template)


def _failed(reason: str, path: str | None, **details: Any) -> NodeFailed:
    where = f" in {path}" if path else ""
    return NodeFailed(
        "TEMPLATE_ERROR", f"the template{where} cannot be rendered: {reason}", {"path": path, "reason": reason, **details}
    )


def _render(template: str, variables: Mapping[str, Any], html: bool, path: str | None) -> str:
    if len(template) > MAX_TEMPLATE_CHARS:
        raise _failed(f"a template holds at most {MAX_TEMPLATE_CHARS} characters, this one {len(template)}", path)
    if "{" not in template:  # nothing to render: the string as written (and no parse)
        return template
    try:
        compiled = _compiled(template, html)
        chunks: list[str] = []
        size = 0
        scope = variables if isinstance(variables, PathDict) else _with_paths(variables, "")
        with budget():
            for chunk in compiled.generate(scope):
                size += len(chunk.encode())
                if size > MAX_OUTPUT_BYTES:
                    raise _failed(f"the rendered text exceeds {MAX_OUTPUT_BYTES} bytes", path)
                chunks.append(chunk)
    except TemplateSyntaxError as error:
        raise _failed(f"syntax error on line {error.lineno}: {error.message}", path) from None
    except SecurityError as error:
        raise _failed(f"not allowed by the sandbox: {error}", path) from None
    except UndefinedError as error:
        raise _failed(f"undefined variable: {error.message}", path) from None
    except TemplateError as error:
        raise _failed(str(error.message), path) from None
    except MemoryError:
        raise _failed("it needs more memory than a template may use", path) from None
    except (ArithmeticError, TypeError, ValueError, LookupError, RecursionError) as error:
        raise _failed(f"{type(error).__name__}: {error}", path) from None
    return "".join(chunks)


def variables(ctx: NodeContext) -> dict[str, Any]:
    """What a template may read: ``steps.<nodeId>.output`` (the outputs of the steps already
    SUCCEEDED), ``workflow.{id, name}``, ``run.id``, ``trigger.{entityType, matchedEntityIds,
    matchedCount, includeTags, excludeTags}`` (None, [] and 0 while the TRIGGER itself runs)."""
    trigger = ctx.trigger
    return {
        "steps": {node_id: {"output": dict(output)} for node_id, output in ctx.outputs.items()},
        "workflow": {"id": ctx.workflow.get("id"), "name": ctx.workflow.get("name")},
        "run": {"id": ctx.run_id},
        "trigger": {
            "entityType": trigger.entity_type if trigger else None,
            "matchedEntityIds": list(trigger.matched_entity_ids) if trigger else [],
            "matchedCount": len(trigger.matched_entity_ids) if trigger else 0,
            "includeTags": list(trigger.include_tags) if trigger else [],
            "excludeTags": list(trigger.exclude_tags) if trigger else [],
        },
    }


def render(template: str, variables: Mapping[str, Any], *, html: bool = False, path: str | None = None) -> str:
    """``template`` rendered with ``variables`` in the sandbox.

    Args:
        template: Jinja2 text, at most 20,000 characters.
        variables: what it reads (:func:`variables`).
        html: escape what the expressions produce (an HTML body); text otherwise.
        path: the config field the template comes from, named in the error (``headers[0].value``).

    Raises:
        NodeFailed: ``TEMPLATE_ERROR``: syntax error, undefined variable, sandbox violation, a
            template or rendering over the bounds, or an error while evaluating (``1/0``).
    """
    return _render(template, variables, html, path)


def render_json(template: str, variables: Mapping[str, Any], path: str | None = None) -> Any:
    """A JSON body: ``template`` rendered, then parsed as JSON (``{"planId": {{ steps.p.output.planId | tojson }}}``).

    Raises:
        NodeFailed: ``TEMPLATE_ERROR`` as :func:`render`, or the rendered text is not JSON (details
            give the parser's message, line and column).
    """
    text = _render(template, variables, False, path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise _failed(f"the rendered body is not JSON: {error.msg} (line {error.lineno}, column {error.colno})", path) from None


def resolve(config: Any, variables: Mapping[str, Any], path: str = "") -> Any:
    """Every string of the JSON-like ``config`` (dicts, lists, strings, numbers) rendered; keys and
    non-strings unchanged. A failure names the field (``headers[1].value``).

    Raises:
        NodeFailed: ``TEMPLATE_ERROR`` as :func:`render`.
    """
    return _resolve(config, _with_paths(variables, ""), path, render)


def _resolve(config: Any, variables: Mapping[str, Any], path: str, renderer: Callable[..., str]) -> Any:
    if isinstance(config, str):
        return renderer(config, variables, path=path or None)
    if isinstance(config, Mapping):
        return {k: _resolve(v, variables, f"{path}.{k}" if path else str(k), renderer) for k, v in config.items()}
    if isinstance(config, list | tuple):
        return [_resolve(v, variables, f"{path}[{i}]", renderer) for i, v in enumerate(config)]
    return config
