"""A player of template.yaml's state machines, in process (the subset their definitions use).

Task states that invoke the job worker (``arn:aws:states:::lambda:invoke``: their ``Payload`` with
``key.$`` JSONPaths resolved, ``ResultSelector`` over ``{"Payload": <answer>}``, ``ResultPath``),
inline Maps (``ItemsPath``, ``ItemSelector`` with ``$$.Map.Item.Value``, their ``ItemProcessor``
played for each item in turn), ``Catch`` (an exception of the worker -> ``{Error, Cause}`` at the
Catch's ``ResultPath``, then its ``Next``), ``Pass`` and ``Fail``. Retries are not played (the
worker's answer is what a retried call would give).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

Worker = Callable[[dict[str, Any]], Any]


def path_value(expression: str, state: Any, item: Any = None) -> Any:
    """``$`` / ``$.a.b`` of ``state``, ``$$.Map.Item.Value[.a]`` of ``item``."""
    if expression.startswith("$$.Map.Item.Value"):
        root, rest = item, expression[len("$$.Map.Item.Value") :]
    else:
        root, rest = state, expression[1:]
    for part in filter(None, rest.split(".")):
        root = root[part]
    return root


def resolve(template: Any, state: Any, item: Any = None) -> Any:
    """A Parameters/Payload/ItemSelector template with its ``key.$`` paths resolved."""
    if isinstance(template, dict):
        out = {}
        for key, value in template.items():
            if key.endswith(".$"):
                out[key[:-2]] = path_value(value, state, item)
            else:
                out[key] = resolve(value, state, item)
        return out
    return copy.deepcopy(template)


def _put(state: dict[str, Any], result_path: str | None, value: Any) -> dict[str, Any]:
    if result_path is None:
        return state
    if result_path == "$":
        return value
    out = copy.deepcopy(state)
    target = out
    parts = result_path[2:].split(".")
    for part in parts[:-1]:
        target = target.setdefault(part, {})
    target[parts[-1]] = value
    return out


class Failed(Exception):
    """The execution ended in a Fail state (``error``, ``cause``)."""

    def __init__(self, error: str, cause: str) -> None:
        super().__init__(f"{error}: {cause}")
        self.error = error
        self.cause = cause


def _task(spec: dict[str, Any], state: dict[str, Any], worker: Worker, item: Any) -> dict[str, Any]:
    payload = resolve(spec["Parameters"]["Payload"], state, item)
    answer = {"Payload": worker(payload)}
    result = resolve(spec["ResultSelector"], answer) if "ResultSelector" in spec else answer
    return _put(state, spec.get("ResultPath", "$"), result)


def _map(spec: dict[str, Any], state: dict[str, Any], worker: Worker) -> dict[str, Any]:
    results = []
    for element in path_value(spec["ItemsPath"], state):
        selected = resolve(spec["ItemSelector"], state, element) if "ItemSelector" in spec else element
        results.append(play(spec["ItemProcessor"], selected, worker))
    return _put(state, spec.get("ResultPath", "$"), results)


def play(definition: dict[str, Any], state: dict[str, Any], worker: Worker) -> dict[str, Any]:
    """Play ``definition`` (``{StartAt, States}``) from ``state``; the final state.

    Raises:
        Failed: the execution reached a Fail state.
        Exception: the worker raised where no Catch takes it.
    """
    name: str | None = definition["StartAt"]
    while name:
        spec = definition["States"][name]
        kind = spec["Type"]
        if kind == "Fail":
            raise Failed(spec.get("Error", ""), spec.get("Cause", ""))
        try:
            if kind == "Task":
                state = _task(spec, state, worker, None)
            elif kind == "Map":
                state = _map(spec, state, worker)
        except Failed:
            raise
        except Exception as error:  # a Catch takes it, as Step Functions does after the retries
            catch = next((c for c in spec.get("Catch", []) if {"States.ALL", type(error).__name__} & set(c["ErrorEquals"])), None)
            if catch is None:
                raise
            state = _put(state, catch.get("ResultPath", "$"), {"Error": type(error).__name__, "Cause": str(error)})
            name = catch["Next"]
            continue
        name = None if spec.get("End") else spec.get("Next")
    return state
