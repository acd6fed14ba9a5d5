"""A small retailer data set in the real files' layouts, loaded through the ingestion worker."""

from __future__ import annotations

import pytest

from tests.helpers.seed import ingest, ingestion_records

PRICE_LIST = """index,Sku,Style Id,Catalog,Category,Weight,TP,MRP Old,Final MRP Old,Ajio MRP
0,AN201_RED_L,AN201,Moments,Leggings,0.3,40,140,150,150
1,AN201_RED_M,AN201,Moments,Leggings,0.3,40,140,150,150
"""

STOCK = """index,SKU Code,Design No.,Stock,Category,Size,Color
0,AN201-RED-L,AN201,5.0,AN : LEGGINGS,L,Red
1,AN201-RED-M,AN201,3.0,AN : LEGGINGS,M,Red
2,AN201-BLUE-M,AN201,2.0,AN : LEGGINGS,M,Blue
3,AN2010-RED-S,AN2010,1.0,AN : LEGGINGS,S,Red
4,BL001-GOLD-S,BL001,7.0,BLOUSE,S,Gold
5,,BL002,1.0,BLOUSE,S,Gold
"""

SALES = """index,DATE,Months,CUSTOMER,Style,SKU,Size,PCS,RATE,GROSS AMT
0,06-05-21,Jun-21,CUST A,AN201,AN201-RED-L,L,2.00,100.00,200.00
1,06-05-21,Jun-21,CUST A,AN201,AN201-RED-L,L,2.00,100.00,200.00
2,06-06-21,Jun-21,CUST B,BL001,BL001-GOLD-S,S,1.00,300.00,300.00
3,06-07-21,Jun-21,CUST B,SHIPPING,SHIPPING,,1.00,50.00,50.00
4,07-01-21,Jul-21,CUST C,AN201,AN201-RED-M,M,1.00,120.00,120.00
"""


def load_demo(organization_id: str) -> dict[str, dict]:
    """Ingest the price list, stock and sales files; return the ingestion records by file name."""
    for name, content in (("prices.csv", PRICE_LIST), ("stock.csv", STOCK), ("sales.csv", SALES)):
        responses = ingest(organization_id, name, content)
        assert responses and not responses[-1].get("batchItemFailures"), responses
    return {r["originalFilename"]: r for r in ingestion_records(organization_id)}


@pytest.fixture
def loaded(tenant):
    return load_demo(tenant.organization_id)
