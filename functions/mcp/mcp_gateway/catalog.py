"""The operations of the service's OpenAPI document, as the MCP tools show them: pure functions, no I/O.

``operations`` lists every operation of the document with what a caller needs to choose one;
``visible`` keeps those a caller's permissions allow (the operation's ``x-required-permission``, none
for any authenticated caller; the data-platform operations need an internal token, which the MCP
route never carries); ``search`` filters by text and tag; ``describe`` returns one operation whole,
its ``$ref``s resolved against ``components``.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

METHODS = ("get", "put", "post", "delete", "patch")
INTERNAL_SCHEME = "InternalBearerAuth"
REF_PREFIX = "#/components/"


@dataclass(frozen=True)
class Operation:
    """One operation of the document.

    Attributes:
        operation_id: the document's operationId (``listShops``).
        method: HTTP method, upper case.
        path: the path template (``/api/shops/{shop_id}``).
        summary: the operation's summary ("" when it has none).
        tags: its tags.
        permission: its ``x-required-permission``; None when any authenticated caller may call it.
        internal: it needs an internal token (the data-platform routes, ``InternalBearerAuth``).
        spec: the operation object as the document has it (``$ref``s unresolved).
    """

    operation_id: str
    method: str
    path: str
    summary: str
    tags: tuple[str, ...]
    permission: str | None
    internal: bool
    spec: dict[str, Any]

    def compact(self) -> dict[str, Any]:
        """What ``search_operations`` answers for it: operationId, method, path, summary, tags."""
        return {
            "operationId": self.operation_id,
            "method": self.method,
            "path": self.path,
            "summary": self.summary,
            "tags": list(self.tags),
        }

    def allowed_for(self, permissions: Iterable[str]) -> bool:
        """Whether a caller holding ``permissions`` (with an organization token) may call it."""
        if self.internal:
            return False
        return self.permission is None or self.permission in set(permissions)


def operations(document: dict[str, Any]) -> list[Operation]:
    """Every operation of an OpenAPI document, in path then method order."""
    found: list[Operation] = []
    for path, item in sorted((document.get("paths") or {}).items()):
        for method in METHODS:
            spec = item.get(method)
            if not isinstance(spec, dict) or not spec.get("operationId"):
                continue
            schemes = {name for requirement in spec.get("security") or [] for name in requirement}
            found.append(
                Operation(
                    operation_id=spec["operationId"],
                    method=method.upper(),
                    path=path,
                    summary=" ".join(str(spec.get("summary") or "").split()),
                    tags=tuple(spec.get("tags") or ()),
                    permission=spec.get("x-required-permission"),
                    internal=INTERNAL_SCHEME in schemes,
                    spec=spec,
                )
            )
    return found


def visible(all_operations: Iterable[Operation], permissions: Iterable[str]) -> list[Operation]:
    """The operations a caller holding ``permissions`` may call."""
    held = set(permissions)
    return [operation for operation in all_operations if operation.allowed_for(held)]


def search(candidates: Iterable[Operation], text: str | None = None, tag: str | None = None) -> list[Operation]:
    """The candidates matching every word of ``text`` (case-insensitive, in the operationId, path, summary,
    description or tags) and carrying ``tag`` (case-insensitive). Those with more of the words in their
    operationId, path or summary come first; otherwise the candidates' order is kept."""
    words = (text or "").lower().split()
    wanted_tag = (tag or "").strip().lower()
    ranked: list[tuple[int, Operation]] = []
    for operation in candidates:
        if wanted_tag and wanted_tag not in {t.lower() for t in operation.tags}:
            continue
        named = " ".join([operation.operation_id, operation.path, operation.summary]).lower()
        haystack = " ".join([named, str(operation.spec.get("description") or ""), *operation.tags]).lower()
        if all(word in haystack for word in words):
            ranked.append((-sum(word in named for word in words), operation))
    ranked.sort(key=lambda pair: pair[0])  # stable: equal ranks keep their order
    return [operation for _, operation in ranked]


def find(all_operations: Iterable[Operation], operation_id: str) -> Operation | None:
    """The operation with ``operation_id``, or None."""
    return next((operation for operation in all_operations if operation.operation_id == operation_id), None)


def resolve_refs(node: Any, document: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    """``node`` with every local ``$ref`` (``#/components/...``) replaced by what it names, recursively.

    A schema that refers to itself (directly or through others) cannot be inlined: inside its own
    expansion the ``$ref`` stays, and the second value returned maps each such reference to its
    definition (resolved the same way), so nothing is left undefined.
    """
    recursive: dict[str, Any] = {}

    def target(ref: str) -> Any:
        value: Any = document
        for part in ref.removeprefix("#/").split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            if not isinstance(value, dict) or part not in value:
                raise KeyError(f"unresolvable reference {ref}")
            value = value[part]
        return value

    def walk(value: Any, stack: tuple[str, ...]) -> Any:
        if isinstance(value, list):
            return [walk(item, stack) for item in value]
        if not isinstance(value, dict):
            return value
        ref = value.get("$ref")
        if isinstance(ref, str) and ref.startswith(REF_PREFIX):
            if ref in stack:
                if ref not in recursive:
                    recursive[ref] = None  # placeholder: its definition is resolved once the walk is done
                return {k: copy.deepcopy(v) for k, v in value.items()}
            resolved = walk(target(ref), (*stack, ref))
            siblings = {k: walk(v, stack) for k, v in value.items() if k != "$ref"}
            return {**resolved, **siblings} if isinstance(resolved, dict) else resolved
        return {key: walk(item, stack) for key, item in value.items()}

    result = walk(node, ())
    done: dict[str, Any] = {}
    while pending := [ref for ref in recursive if ref not in done]:
        for ref in pending:
            done[ref] = walk(target(ref), (ref,))
    return result, done


def describe(operation: Operation, document: dict[str, Any]) -> dict[str, Any]:
    """The whole operation for ``describe_operation``: method, path and the operation object with its
    references resolved (``recursiveSchemas`` holds the definitions of self-referring schemas, by
    ``$ref``, when there are any)."""
    resolved, recursive = resolve_refs(operation.spec, document)
    described: dict[str, Any] = {"operationId": operation.operation_id, "method": operation.method, "path": operation.path}
    described.update({key: value for key, value in resolved.items() if key != "operationId"})
    if recursive:
        described["recursiveSchemas"] = recursive
    return described
