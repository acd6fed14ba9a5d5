"""Formula expressions: a safe arithmetic subset of Python, parsed with ``ast`` and never evaluated.

A parsed expression is a small tree of named nodes (:data:`Expr`): :class:`Num`, :class:`Ref`,
:class:`Neg` and :class:`Bin`. No pydantic here: the formula body model calls
:func:`parse_expression` from its validator.
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Mapping
from functools import lru_cache
from typing import NamedTuple

MAX_KEY_LENGTH = 64  # a metric key

KEY_PATTERN = r"^[A-Z][A-Z0-9_]*$"
"""A metric key: UPPER_SNAKE, starting with a letter (at most 64 characters)."""
MAX_EXPRESSION_LENGTH = 1000
MAX_EXPRESSION_DEPTH = 100


class Num(NamedTuple):
    """A finite number literal."""

    value: float


class Ref(NamedTuple):
    """A reference to another metric by its key."""

    key: str


class Neg(NamedTuple):
    """Unary minus."""

    operand: Expr


class Bin(NamedTuple):
    """A binary operation; ``op`` is one of ``+ - * /``."""

    op: str
    left: Expr
    right: Expr


Expr = Num | Ref | Neg | Bin
"""A parsed expression: one of the four node types."""

_BINARY = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/"}
_FORBIDDEN_NAMES = {
    ast.Call: "a function call",
    ast.Attribute: "an attribute access",
    ast.Subscript: "a subscript",
    ast.Compare: "a comparison",
    ast.BoolOp: "a boolean operator",
    ast.Lambda: "a lambda",
    ast.IfExp: "a conditional expression",
    ast.JoinedStr: "an f-string",
}


def _describe(node: ast.AST) -> str:
    if isinstance(node, ast.BinOp):
        symbols = {ast.Pow: "**", ast.Mod: "%", ast.FloorDiv: "//", ast.MatMult: "@", ast.LShift: "<<", ast.RShift: ">>"}
        return f"the operator {symbols.get(type(node.op), type(node.op).__name__)}"
    if isinstance(node, ast.UnaryOp):
        return f"the unary operator {type(node.op).__name__}"
    if isinstance(node, ast.Constant):
        return f"the literal {node.value!r}"
    return _FORBIDDEN_NAMES.get(type(node), f"a {type(node).__name__} node")


def _compile(node: ast.AST, depth: int) -> Expr:
    if depth > MAX_EXPRESSION_DEPTH:
        raise ValueError(f"expression nested deeper than {MAX_EXPRESSION_DEPTH} levels")
    if isinstance(node, ast.Constant) and type(node.value) in (int, float) and isinstance(node.value, int | float):
        try:
            value = float(node.value)
        except OverflowError:
            value = math.inf
        if not math.isfinite(value):
            raise ValueError(f"the number {node.value!r} is not finite")
        return Num(value)
    if isinstance(node, ast.Name):
        if not _is_key(node.id):
            raise ValueError(f"{node.id!r} is not a metric key (UPPER_SNAKE, e.g. GROSS_SALES_VALUE)")
        return Ref(node.id)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return Neg(_compile(node.operand, depth + 1))
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        return Bin(_BINARY[type(node.op)], _compile(node.left, depth + 1), _compile(node.right, depth + 1))
    raise ValueError(f"{_describe(node)} is not allowed; use numbers, metric keys, + - * /, unary minus and parentheses")


def _is_key(name: str) -> bool:
    return len(name) <= MAX_KEY_LENGTH and re.fullmatch(KEY_PATTERN, name) is not None


@lru_cache(maxsize=2048)
def parse_expression(expression: str) -> Expr:
    """Parse a formula expression into a small tree (see :data:`Expr`); never evaluates Python.

    Allowed: finite int/float literals, metric keys (UPPER_SNAKE names), binary + - * /, unary
    minus, parentheses; at most :data:`MAX_EXPRESSION_DEPTH` levels of nesting.

    Raises:
        ValueError: on a syntax error or any other construct (calls, attributes, strings, ``**``,
            comparisons, lower-case names...), with a message naming the construct.
    """
    if len(expression) > MAX_EXPRESSION_LENGTH:
        raise ValueError(f"expression longer than {MAX_EXPRESSION_LENGTH} characters")
    try:
        tree = ast.parse(expression.strip(), mode="eval")
    except SyntaxError as error:
        raise ValueError(f"not a valid arithmetic expression: {error.msg}") from None
    except (RecursionError, MemoryError):
        raise ValueError("expression too deeply nested") from None
    return _compile(tree.body, 0)


def expression_references(tree: Expr) -> tuple[str, ...]:
    """Metric keys used by a parsed expression, each once, in order of first appearance."""
    seen: dict[str, None] = {}
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, Ref):
            seen.setdefault(node.key, None)
        elif isinstance(node, Neg):
            stack.append(node.operand)
        elif isinstance(node, Bin):
            stack.extend((node.right, node.left))
    return tuple(seen)


def finite(value: float) -> float | None:
    """``value`` when finite, else None (an overflow or a NaN is an undefined result)."""
    return value if math.isfinite(value) else None


def evaluate_expression(tree: Expr, values: Mapping[str, float | None]) -> float | None:
    """Value of a parsed expression given each key's value.

    A missing or None operand gives None; so do a division by zero and an overflow (a non-finite
    result). Raises nothing.
    """
    if isinstance(tree, Num):
        return tree.value
    if isinstance(tree, Ref):
        return values.get(tree.key)
    if isinstance(tree, Neg):
        operand = evaluate_expression(tree.operand, values)
        return None if operand is None else -operand
    left = evaluate_expression(tree.left, values)
    right = evaluate_expression(tree.right, values)
    if left is None or right is None:
        return None
    if tree.op == "+":
        return finite(left + right)
    if tree.op == "-":
        return finite(left - right)
    if tree.op == "*":
        return finite(left * right)
    if right == 0:
        return None
    return finite(left / right)
