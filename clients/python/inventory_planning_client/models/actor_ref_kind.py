from typing import Literal

ActorRefKind = Literal["API_TOKEN", "SYSTEM", "USER", "WORKFLOW"]

ACTOR_REF_KIND_VALUES: set[ActorRefKind] = {
    "API_TOKEN",
    "SYSTEM",
    "USER",
    "WORKFLOW",
}


def check_actor_ref_kind(value: str) -> ActorRefKind:
    if value in ACTOR_REF_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACTOR_REF_KIND_VALUES!r}")
