"""The bounded Jinja2 sandbox workflow templates render in (services/workflows/interpolation.py;
docs/automation.md "Interpolation"; docs/decisions/0038).

``jinja2.sandbox.ImmutableSandboxedEnvironment`` keeps a template away from Python internals but
bounds neither memory nor time (``'x'|center(10**9)`` allocates 1 GB, three nested loops over
``range(100000)`` run for hours). This module adds the bounds; every refusal is a
``jinja2.exceptions.SecurityError`` whose text is a sentence (interpolation turns it into
``NodeFailed("TEMPLATE_ERROR")``).

- **Shape**, checked on the parsed template before it compiles (:func:`compile_template`): no
  ``{% macro %}``, ``{% call %}``, ``{% block %}``, ``{% extends %}``, ``{% include %}``,
  ``{% import %}``, ``{% set %}...{% endset %}``, ``{% filter %}`` (recursion, or text buffered out of
  reach of the output bound), no ``recursive`` loop, at most :data:`MAX_LOOP_DEPTH` nested
  ``{% for %}``.
- **Work**: ``range`` yields at most :data:`MAX_RANGE` numbers; all the ``{% for %}`` of one rendering
  run at most :data:`MAX_LOOP_ITERATIONS` iterations together; a rendering stops after
  :data:`MAX_RENDER_SECONDS` (checked at every iteration, call, filter, attribute and operator).
- **Memory**: no value a template builds (a string, a list, tuple or dict literal, a ``+``, ``*``,
  ``%``, ``~``, a filter's or method's result, an output) may be longer than
  :data:`MAX_OUTPUT_BYTES` characters once written out, and the operations that could build a longer
  one are checked BEFORE they compute: ``*`` and ``+`` (sizes), ``**`` (exponent, bits), ``~`` (the
  parts), ``%`` and ``.format`` (widths), ``center``/``ljust``/``rjust``/``zfill``, ``indent``,
  ``wordwrap``, ``truncate``, ``replace``, ``join``, ``batch``, ``slice``, ``tojson`` indent,
  ``round`` precision. Only
  listed methods may be called (``str``'s non-mutating ones, ``dict.get/items/keys/values``,
  ``list.index/count``, ``loop.cycle/changed``).
"""

from __future__ import annotations

import operator
import re
import string
import time
import types
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import wraps
from typing import Any

from jinja2 import nodes
from jinja2.compiler import CodeGenerator, Frame
from jinja2.exceptions import SecurityError
from jinja2.runtime import LoopContext, Undefined
from jinja2.sandbox import ImmutableSandboxedEnvironment
from jinja2.utils import Namespace, _PassArg

MAX_OUTPUT_BYTES = 256 * 1024
"""UTF-8 bytes one template may render to; also the most characters any value it builds may write out."""
MAX_POWER_EXPONENT = 256
"""The largest exponent ``**`` computes (``9 ** 9 ** 9`` would hold the worker for minutes)."""
MAX_INT_BITS = 4096
"""The largest integer (in bits, about 1,233 digits) a ``*`` or ``**`` may produce."""
MAX_RANGE = 10_000
"""Numbers one ``range(...)`` may yield."""
MAX_LOOP_ITERATIONS = 100_000
"""Iterations of all the ``{% for %}`` loops of one rendering together (nested ones counted each time)."""
MAX_LOOP_DEPTH = 2
"""``{% for %}`` nested in one another."""
MAX_RENDER_SECONDS = 1.0
"""Wall-clock seconds one rendering may take (a legitimate template takes milliseconds)."""
MAX_JSON_INDENT = 16
"""The largest ``tojson(indent)``."""
MAX_ROUND_PRECISION = 308
"""The largest ``round(precision)`` (a float has no digit past 10**308; ``round(10**9, 'floor')``
would compute ``10 ** 10**9``)."""

_STR_METHODS = frozenset(
    "capitalize casefold center count endswith find index isalnum isalpha isascii isdecimal isdigit islower"
    " isnumeric isspace istitle isupper join ljust lower lstrip partition removeprefix removesuffix replace rfind"
    " rindex rjust rpartition rsplit rstrip split splitlines startswith strip swapcase title upper zfill".split()
)
"""``str`` methods a template may call (no ``translate``, ``expandtabs``, ``encode``: sizes they multiply)."""
_MAPPING_METHODS = frozenset({"get", "items", "keys", "values"})
_SEQUENCE_METHODS = frozenset({"index", "count"})
_LOOP_METHODS = frozenset({"cycle", "changed"})
_REFUSED_NODES: dict[type[nodes.Node], str] = {
    nodes.Macro: "{% macro %}",
    nodes.CallBlock: "{% call %}",
    nodes.Block: "{% block %}",
    nodes.Extends: "{% extends %}",
    nodes.Include: "{% include %}",
    nodes.Import: "{% import %}",
    nodes.FromImport: "{% from ... import %}",
    nodes.AssignBlock: "{% set %}...{% endset %}",
    nodes.FilterBlock: "{% filter %}",
}
_PRINTF = re.compile(r"%(?:\([^)]*\))?[#0\- +]*(\*|\d+)?(?:\.(\*|\d+))?[hlL]?[a-zA-Z%]")


@dataclass
class _Budget:
    """What one rendering may still spend: its deadline (``time.monotonic()`` seconds) and loop iterations."""

    deadline: float
    iterations: int = 0


_BUDGET: ContextVar[_Budget | None] = ContextVar("template_budget", default=None)


@contextmanager
def budget() -> Iterator[None]:
    """A rendering's budget: :data:`MAX_RENDER_SECONDS` from now and :data:`MAX_LOOP_ITERATIONS` iterations."""
    token = _BUDGET.set(_Budget(time.monotonic() + MAX_RENDER_SECONDS))
    try:
        yield
    finally:
        _BUDGET.reset(token)


def _tick() -> None:
    """Refuse to go on past the deadline (no budget: compile-time constant folding, not bounded)."""
    spent = _BUDGET.get()
    if spent is not None and time.monotonic() > spent.deadline:
        raise SecurityError(f"rendering took longer than {MAX_RENDER_SECONDS:g} s")


def _counted(iterable: Iterable[Any]) -> Iterator[Any]:
    """The iterable of a ``{% for %}``, each item counted against :data:`MAX_LOOP_ITERATIONS`."""
    spent = _BUDGET.get()
    for item in iterable:
        if spent is not None:
            spent.iterations += 1
            if spent.iterations > MAX_LOOP_ITERATIONS:
                raise SecurityError(f"the loops of a template may run at most {MAX_LOOP_ITERATIONS} iterations in all")
        _tick()
        yield item


def _range(*args: int) -> range:
    """``range`` yielding at most :data:`MAX_RANGE` numbers."""
    numbers = range(*args)
    if len(numbers) > MAX_RANGE:
        raise SecurityError(f"range() may yield at most {MAX_RANGE} numbers, not {len(numbers)}")
    return numbers


def written_size(value: Any, limit: int = MAX_OUTPUT_BYTES) -> int:
    """An upper estimate of the characters ``str(value)`` (or its JSON) writes: a string its length, an
    element of a list, tuple, set or dict its size plus 4 (quotes, separator), a number its digits;
    counting stops once past ``limit`` (so a list sharing one long string many times costs at most
    ``limit`` steps, and a cycle ends)."""
    total = 0
    stack = [value]
    while stack and total <= limit:
        item = stack.pop()
        if isinstance(item, str | bytes):
            total += len(item)
        elif isinstance(item, bool) or item is None:
            total += 5
        elif isinstance(item, int):
            total += item.bit_length() // 3 + 2
        elif isinstance(item, Namespace):
            stack.append(item._Namespace__attrs)
            total += 13
        elif isinstance(item, Mapping | list | tuple | set | frozenset | types.MappingProxyType):
            total += 2
            for element in item.items() if isinstance(item, Mapping) else item:
                stack.append(element)
                total += 4
                if total > limit:
                    break
        else:  # float, a dict view's items, a function, the loop, an undefined: short or not written out
            total += 32
    return total


def _refuse_over(size: int, what: str) -> None:
    if size > MAX_OUTPUT_BYTES:
        raise SecurityError(f"{what} would exceed the {MAX_OUTPUT_BYTES} characters a template may render")


def bounded(value: Any) -> Any:
    """``value`` if it writes out to at most :data:`MAX_OUTPUT_BYTES` characters; a generator (``map``,
    ``select``) is checked item by item as it is consumed."""
    if isinstance(value, types.GeneratorType):
        return _bounded_items(value)
    _refuse_over(written_size(value), "a value of this template")
    return value


def _bounded_items(items: Iterator[Any]) -> Iterator[Any]:
    size = 0
    for item in items:
        _tick()
        size += written_size(item) + 4
        _refuse_over(size, "the items of this template's sequence")
        yield item


def _concat_parts(parts: tuple[Any, ...]) -> tuple[Any, ...]:
    """The parts of a ``~`` checked before they are joined."""
    _tick()
    _refuse_over(sum(written_size(part) for part in parts), "joining these parts with ~")
    return parts


def _check_width(width: Any, what: str, base: int = 0) -> None:
    if isinstance(width, int) and not isinstance(width, bool):
        _refuse_over(base + width, what)


def _check_printf(fmt: str, values: Any) -> None:
    """``fmt % values``: no ``*`` width, widths and values together within the bound."""
    size = len(fmt) + written_size(values)
    for width, precision in _PRINTF.findall(fmt):
        if "*" in (width, precision):
            raise SecurityError("a '*' width or precision in a % format is not allowed")
        size += int(width or 0) + int(precision or 0)
    _refuse_over(size, "this % format")


def _check_format(fmt: str, args: tuple[Any, ...], kwargs: Mapping[str, Any]) -> None:
    """``fmt.format(...)``: no nested field in a format spec, widths and values within the bound."""
    size = len(fmt) + written_size(args) + written_size(kwargs)
    for _literal, _field, spec, _conversion in string.Formatter().parse(fmt):
        if spec and "{" in spec:
            raise SecurityError("a nested {} inside a format spec is not allowed")
        size += sum(int(n) for n in re.findall(r"\d+", spec or ""))
    _refuse_over(size, "this format()")


def _check_replace(text: Any, old: Any, new: Any, count: Any = None) -> None:
    source = str(text)
    if not isinstance(old, str) or not isinstance(new, str):
        return
    times = source.count(old) if old else len(source) + 1
    if isinstance(count, int) and count >= 0:
        times = min(times, count)
    _refuse_over(len(source) + times * max(len(new) - len(old), 0), "this replace()")


def _joined(separator: Any, items: Iterable[Any]) -> list[Any]:
    """The items of a join, listed and checked (separators included) before they are joined."""
    listed = list(items)
    size = sum(written_size(item) for item in listed) + max(len(listed) - 1, 0) * len(str(separator))
    _refuse_over(size, "this join")
    return listed


def _arg(args: tuple[Any, ...], kwargs: Mapping[str, Any], index: int, name: str, default: Any = None) -> Any:
    return args[index] if len(args) > index else kwargs.get(name, default)


def _precheck_filter(name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
    """Refuse a filter call whose result would exceed the bound, before it computes. ``args`` start with
    the filtered value; returned (a join's items listed) for the call."""
    value: Any = args[0] if args else None
    if name == "center":
        _check_width(_arg(args, kwargs, 1, "width", 80), "center's width")
    elif name == "indent":
        width = _arg(args, kwargs, 1, "width", 4)
        lines = str(value).count("\n") + 1
        _refuse_over(len(str(value)) + lines * (len(width) if isinstance(width, str) else int(width)), "this indent")
    elif name == "wordwrap":
        width = _arg(args, kwargs, 1, "width", 79)
        _check_width(width, "wordwrap's width")
        wrap = _arg(args, kwargs, 3, "wrapstring") or "\n"
        text = str(value)
        lines = len(text) // max(int(width), 1) + text.count("\n") + 1
        _refuse_over(len(text) + lines * len(str(wrap)), "this wordwrap")
    elif name == "truncate":
        _check_width(_arg(args, kwargs, 1, "length", 255), "truncate's length")
    elif name in ("batch", "slice"):
        _check_width(_arg(args, kwargs, 1, "linecount" if name == "batch" else "slices"), f"{name}'s count")
    elif name == "format":
        _check_printf(str(value), kwargs or args[1:])
    elif name == "replace":
        _check_replace(value, _arg(args, kwargs, 1, "old"), _arg(args, kwargs, 2, "new"), _arg(args, kwargs, 3, "count"))
    elif name == "join":
        return (_joined(_arg(args, kwargs, 1, "d", ""), value), *args[1:])
    elif name == "round":
        precision = _arg(args, kwargs, 1, "precision", 0)
        if isinstance(precision, int) and abs(precision) > MAX_ROUND_PRECISION:
            raise SecurityError(f"round's precision may be at most {MAX_ROUND_PRECISION}")
    elif name == "tojson":
        indent = _arg(args, kwargs, 1, "indent")
        if isinstance(indent, int) and indent > MAX_JSON_INDENT:
            raise SecurityError(f"tojson's indent may be at most {MAX_JSON_INDENT}")
    return args


def _guard_filter(name: str, func: Callable[..., Any]) -> Callable[..., Any]:
    """``func`` (a filter) with the deadline, its pre-checks and its result bounded."""
    passed = 1 if _PassArg.from_obj(func) is not None else 0

    @wraps(func)  # keeps jinja_pass_arg (the context, eval context or environment the filter takes)
    def guarded(*args: Any, **kwargs: Any) -> Any:
        _tick()
        checked = _precheck_filter(name, args[passed:], kwargs)
        return bounded(func(*args[:passed], *checked, **kwargs))

    return guarded


def _precheck_method(owner: Any, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
    """Refuse a method call a template may not make, or one whose result would exceed the bound."""
    if isinstance(owner, str) and name in _STR_METHODS:
        if name in ("center", "ljust", "rjust", "zfill"):
            _check_width(_arg(args, kwargs, 0, "width"), f"{name}'s width")
        elif name == "replace":
            _check_replace(owner, *args[:3])
        elif name == "join" and args:
            return (_joined(owner, args[0]),)
        return args
    if (
        (isinstance(owner, Mapping) and name in _MAPPING_METHODS)
        or (isinstance(owner, list | tuple) and name in _SEQUENCE_METHODS)
        or (isinstance(owner, LoopContext) and name in _LOOP_METHODS)
    ):
        return args
    raise SecurityError(f"calling {type(owner).__name__}.{name}() is not allowed in a template")


def _check_multiply(left: Any, right: Any) -> None:
    if isinstance(left, int) and isinstance(right, int):
        if left.bit_length() + right.bit_length() > MAX_INT_BITS:
            raise SecurityError(f"a product above {MAX_INT_BITS} bits is not allowed")
        return
    for seq, times in ((left, right), (right, left)):
        if isinstance(seq, str | bytes | list | tuple) and isinstance(times, int):
            _refuse_over(written_size(seq) * times, f"repeating {len(seq)} items {times} times")


def _check_power(left: Any, right: Any) -> None:
    if isinstance(right, int | float) and abs(right) > MAX_POWER_EXPONENT:
        raise SecurityError(f"an exponent above {MAX_POWER_EXPONENT} is not allowed")
    if isinstance(left, int) and isinstance(right, int) and left.bit_length() * right > MAX_INT_BITS:
        raise SecurityError(f"a power above {MAX_INT_BITS} bits is not allowed")


class _CodeGenerator(CodeGenerator):
    """Jinja's code generator with ``~`` parts, list, tuple and dict literals and outputs bounded."""

    def visit_Concat(self, node: nodes.Concat, frame: Frame) -> None:
        if frame.eval_ctx.volatile:
            func_name = "(markup_join if context.eval_ctx.volatile else str_join)"
        else:
            func_name = "markup_join" if frame.eval_ctx.autoescape else "str_join"
        self.write(f"{func_name}(environment.concat_parts((")
        for arg in node.nodes:
            self.visit(arg, frame)
            self.write(", ")
        self.write(")))")

    def _bounded_literal(self, visit: Callable[[Any, Frame], None], node: nodes.Node, frame: Frame) -> None:
        self.write("environment.bounded(")
        visit(node, frame)
        self.write(")")

    def visit_List(self, node: nodes.List, frame: Frame) -> None:
        self._bounded_literal(super().visit_List, node, frame)

    def visit_Dict(self, node: nodes.Dict, frame: Frame) -> None:
        self._bounded_literal(super().visit_Dict, node, frame)

    def visit_Tuple(self, node: nodes.Tuple, frame: Frame) -> None:
        if node.ctx == "store":  # a target ({% for a, b in ... %}), not a value
            super().visit_Tuple(node, frame)
        else:
            self._bounded_literal(super().visit_Tuple, node, frame)


class BoundedEnvironment(ImmutableSandboxedEnvironment):
    """The immutable sandbox with the bounds of this module (see its docstring). ``a.b`` reads the key
    ``b`` of a variables dict first when ``key_first`` says so (interpolation's path-carrying dicts)."""

    code_generator_class = _CodeGenerator
    intercepted_binops = frozenset({"+", "*", "**", "%"})
    counted = staticmethod(_counted)
    bounded = staticmethod(bounded)
    concat_parts = staticmethod(_concat_parts)

    def __init__(self, *, autoescape: bool, key_first: Callable[[Any, str], bool], undefined: type[Undefined]) -> None:
        super().__init__(undefined=undefined, autoescape=autoescape, keep_trailing_newline=True, finalize=self._finalize)
        self._key_first = key_first
        self.filters = {name: _guard_filter(name, func) for name, func in self.filters.items()}
        # Only what a template needs: no cycler, joiner or lipsum (fewer objects to reach into).
        self.globals = {"range": _range, "dict": dict, "namespace": Namespace}
        self._safe_callables: tuple[Any, ...] = (_range, dict, Namespace, _counted)

    @staticmethod
    def _finalize(value: Any) -> Any:
        """Every ``{{ ... }}`` output, checked before it is written out."""
        _tick()
        _refuse_over(written_size(value), "this output")
        return value

    def add_filter(self, name: str, func: Callable[..., Any]) -> None:
        """Register ``func`` as the filter ``name``, guarded as Jinja's own."""
        self.filters[name] = _guard_filter(name, func)

    def getattr(self, obj: Any, attribute: str) -> Any:
        """``a.b``: the key ``b`` when ``key_first(a, b)``, else the sandbox's attribute lookup."""
        _tick()
        if self._key_first(obj, attribute):
            return obj[attribute]
        return super().getattr(obj, attribute)

    def wrap_str_format(self, value: Any) -> Callable[..., str] | None:
        """``str.format`` / ``format_map`` with widths and values checked before they format."""
        wrapped = super().wrap_str_format(value)
        if wrapped is None:
            return None
        fmt = value.__self__
        sandboxed = wrapped

        def checked(*args: Any, **kwargs: Any) -> str:
            _tick()
            _check_format(fmt, args, kwargs)
            return sandboxed(*args, **kwargs)

        checked.bounded_format = True  # type: ignore[attr-defined]
        return checked

    def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:
        """A call from the template: only the globals, the loop's helpers, checked ``str.format`` and
        the listed methods, their arguments checked before and their result after."""
        _tick()
        if isinstance(__obj, Undefined):  # fails with its own message (undefined, or unsafe attribute)
            return super().call(__context, __obj, *args, **kwargs)
        if __obj is _counted:  # a loop's iterable: counted, not sized
            return _counted(*args)
        if not any(__obj is safe for safe in __self._safe_callables) and getattr(__obj, "bounded_format", False) is not True:
            owner = getattr(__obj, "__self__", None)
            if owner is None or isinstance(owner, types.ModuleType):
                raise SecurityError(f"calling {getattr(__obj, '__name__', type(__obj).__name__)} is not allowed in a template")
            args = _precheck_method(owner, getattr(__obj, "__name__", ""), args, kwargs)
        return bounded(super().call(__context, __obj, *args, **kwargs))

    def call_binop(self, context: Any, operator_name: str, left: Any, right: Any) -> Any:
        """``+``, ``*``, ``**`` and ``%`` checked before they compute."""
        _tick()
        if operator_name == "+":
            if isinstance(left, str | list | tuple) and isinstance(right, str | list | tuple):
                _refuse_over(written_size(left) + written_size(right), "this +")
            return operator.add(left, right)
        if operator_name == "*":
            _check_multiply(left, right)
            return operator.mul(left, right)
        if operator_name == "%":
            if isinstance(left, str):
                _check_printf(left, right)
            return operator.mod(left, right)
        _check_power(left, right)
        return operator.pow(left, right)


def _checked_shape(node: nodes.Node, depth: int = 0) -> None:
    """Refuse the statements of :data:`_REFUSED_NODES`, recursive loops and loops nested deeper than
    :data:`MAX_LOOP_DEPTH`; wrap every loop's iterable in the iteration counter."""
    for child in node.iter_child_nodes():
        refused = _REFUSED_NODES.get(type(child))
        if refused is not None:
            raise SecurityError(f"{refused} is not allowed in a workflow template (line {child.lineno})")
        if isinstance(child, nodes.For):
            if child.recursive:
                raise SecurityError(f"a recursive loop is not allowed in a workflow template (line {child.lineno})")
            if depth + 1 > MAX_LOOP_DEPTH:
                raise SecurityError(f"loops may be nested at most {MAX_LOOP_DEPTH} deep (line {child.lineno})")
            child.iter = nodes.Call(nodes.EnvironmentAttribute("counted"), [child.iter], [], None, None, lineno=child.lineno)
            _checked_shape(child, depth + 1)
        else:
            _checked_shape(child, depth)


def compile_template(env: BoundedEnvironment, source: str) -> Any:
    """``source`` parsed, its shape checked (:func:`_checked_shape`) and compiled in ``env``.

    Raises:
        TemplateSyntaxError: not Jinja.
        SecurityError: a refused statement or loop nesting.
    """
    tree = env.parse(source)
    _checked_shape(tree)
    return env.from_string(tree)
