"""The kernel: the clock, ids, actors and domain errors. Every layer may import it; it imports nothing
of the project but ``settings`` (docs/decisions/0027-kernel-and-layer-contract.md)."""
