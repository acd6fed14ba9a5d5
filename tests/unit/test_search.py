from inventory_planning.domain.catalog.search import EXACT, NAME, PREFIX, Candidate, match_rank, rank


def c(id_, name, sku=None, ref=None, barcode=None):
    return Candidate(id_, name, (sku, ref, barcode))


def test_match_rank_levels():
    v = c("1", "Leggings / Red", "AN201-RED", "EXT-9", "890123")
    assert match_rank(v, "an201-red") == EXACT
    assert match_rank(v, "890123") == EXACT
    assert match_rank(v, "AN20") == PREFIX
    assert match_rank(v, "ext") == PREFIX
    assert match_rank(v, "red") == NAME
    assert match_rank(v, "blue") is None
    assert match_rank(v, "201") is None  # identifiers match by prefix only, the name by substring


def test_rank_orders_exact_then_prefix_then_name_and_limits():
    rows = [
        c("n", "AN201 style leggings", "ZZ-1"),
        c("p", "Kurta", "AN201-BLUE"),
        c("e", "Leggings", "AN201"),
        c("x", "Dress", "BL001"),
    ]
    assert [r.id for r in rank(rows, "an201", 10)] == ["e", "p", "n"]
    assert [r.id for r in rank(rows, "an201", 2)] == ["e", "p"]


def test_rank_deduplicates_by_id_keeping_best_score():
    rows = [c("a", "AN201 leggings", "ZZ"), c("a", "AN201 leggings", "AN201")]
    ranked = rank(rows, "AN201", 5)
    assert len(ranked) == 1 and ranked[0].identifiers[0] == "AN201"
