"""Size curves (REFERENCE 5.3, 5.4): a brand's split of its pieces over sizes, by hand or from a CSV.
Read by the ``size_curve_deviation`` rule, the restock split and the pre-season scenarios
(docs/configuration.md "Size curves")."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.params import id_query
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, ItemsOf, One
from inventory_planning.coldstart import lazy

from config_api.common import CONFIGURE, DELETED, VIEW, IdPath, created, data, items_page

# Loaded on a route's first request, not at the cold start (decision 0013): the service and the
# response records the annotations name.
curves = lazy("inventory_planning.services.size_curves.curves")
records = lazy("inventory_planning.contracts.size_curves")
bodies = lazy("inventory_planning.domain.size_curves.curves")  # the request bodies, built on the first request that takes one
router = ApiRouter(tag="Configuration")
BrandId = id_query("brandId")


@router.get("/api/size-curves", operation_id="listSizeCurves", permission=VIEW)
def list_curves(page: Page = 1, page_size: PageSize = 20, brand_id: BrandId = None) -> ItemsOf[records.SizeCurve]:
    """Size curves in creation order, optionally of one brand: ``{success, items, total, page, pageSize}``.

    For agents: a brand's curve is the one updated last; its ``shares`` (size -> percent) say how a
    buy of the brand should spread over sizes.
    """
    identity = current_identity(router)
    rows, total = curves.list_curves(identity.org, page, page_size, brand_id)
    return items_page(rows, total, page, page_size)


@router.post("/api/size-curves", operation_id="createSizeCurve", permission=CONFIGURE, status=201)
def create_curve(body: Annotated[bodies.SizeCurveCreate, Body()]) -> One[records.SizeCurve]:
    """Create a size curve (201): ``{name, brandId, shares: {sizeId: percent}}``, percents adding to 100
    (+/- 0.5; else 422 naming ``shares``), the brand the organization's (else 422 naming ``brandId``).

    For agents: sizes are named as the catalogue names them (e.g. "M"); the new curve becomes the brand's.
    """
    identity = current_identity(router)
    return created(curves.create_curve(identity.org, actor_of(identity), body))


@router.post("/api/size-curves/import", operation_id="createSizeCurvesFromCsv", permission=CONFIGURE, status=201)
def import_curves(body: Annotated[records.SizeCurveImportBody, Body()]) -> One[records.SizeCurveImport]:
    """Import curves from CSV text (201): ``{csv, name?}`` with a header ``brandCode,size,percent``; one
    curve per brand; rejected rows are counted by reason and listed (``rowsRejected``,
    ``rejectedByReason``, ``rejectedRows``), and a brand whose rows do not add up to 100 is rejected whole.

    For agents: read ``rejectedRows`` back to the person; each names its line and reason.
    """
    identity = current_identity(router)
    return created(curves.import_curves(identity.org, actor_of(identity), body.csv, body.name))


@router.get("/api/size-curves/{curve_id}", operation_id="getSizeCurve", permission=VIEW)
def get_curve(curve_id: IdPath) -> One[records.SizeCurve]:
    """One size curve; 404 when missing or another organization's.

    For agents: ``shares`` are percents of the brand's pieces by size.
    """
    return data(curves.get_curve(current_identity(router).org, curve_id))


@router.patch(
    "/api/size-curves/{curve_id}",
    operation_id="updateSizeCurve",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def update_curve(curve_id: IdPath, body: Annotated[bodies.SizeCurveUpdate, Body()]) -> One[records.SizeCurve]:
    """Change the supplied fields of a curve (``shares`` replaced whole, adding to 100 +/- 0.5); 404
    when missing or another organization's.

    For agents: the changed curve becomes its brand's curve.
    """
    identity = current_identity(router)
    return data(curves.update_curve(identity.org, actor_of(identity), curve_id, body.changes()))


@router.delete("/api/size-curves/{curve_id}", operation_id="deleteSizeCurve", permission=CONFIGURE)
def delete_curve(curve_id: IdPath) -> Done:
    """Delete a curve: ``{success: true}``; 404 when missing or another organization's.

    For agents: the brand falls back to its previous curve, or to its sales mix.
    """
    identity = current_identity(router)
    curves.delete_curve(identity.org, actor_of(identity), curve_id)
    return DELETED
