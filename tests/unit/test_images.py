"""The product-image rule (domain/images.py) and what the product record shows (domain.enrichment.product_content)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from inventory_planning.domain import images
from inventory_planning.domain.enrichment import product_content

ORG, OTHER = "0b8f6c1e-0000-4000-8000-000000000001", "0b8f6c1e-0000-4000-8000-000000000002"


@pytest.mark.parametrize(
    ("name", "code"),
    [
        (f"incoming/{ORG}/AN201.jpg", "AN201"),
        (f"incoming/{ORG}/an201.JPG", "AN201"),
        (f"incoming/{ORG}/images/ss26/An 201.jpeg", "AN201"),
        ("os206_3141.png", "OS206-3141"),
        ("set258..webp", "SET258"),  # the stem is "set258.": trailing dots go, as in every code
        ("an201.gif", None),
        ("an201.csv", None),
        ("an201", None),
    ],
)
def test_an_image_names_its_product_by_the_canonical_code_of_its_stem(name, code):
    assert images.product_code(name) == code


def test_only_an_image_under_the_organizations_own_prefix_is_the_organizations():
    assert images.is_organization_image(ORG, f"incoming/{ORG}/a/TEE.jpg")
    assert not images.is_organization_image(ORG, f"incoming/{OTHER}/TEE.jpg")
    assert not images.is_organization_image(ORG[:-1], f"incoming/{ORG}/TEE.jpg")  # an id that starts another's
    assert not images.is_organization_image(ORG, f"catalog-images/{ORG}/tee.jpg")  # an older enrichment's made-up key
    assert not images.is_organization_image(ORG, f"incoming/{ORG}/TEE.csv")
    assert not images.is_organization_image(ORG, None)


def test_candidates_are_the_organizations_images_of_the_code_newest_first():
    at = [datetime(2024, 6, d, tzinfo=UTC) for d in (1, 2, 3)]
    listed = [
        (f"incoming/{ORG}/tee.jpg", at[0]),
        (f"incoming/{ORG}/new/TEE.png", at[2]),
        (f"incoming/{ORG}/TEE.csv", at[2]),  # a data file of the same name
        (f"incoming/{ORG}/TEE-2.jpg", at[2]),  # another code
        (f"incoming/{OTHER}/TEE.jpg", at[2]),  # another organization's
        (f"incoming/{ORG}/b/Tee.webp", at[1]),
    ]
    assert images.candidates(ORG, "tee", listed) == [f"incoming/{ORG}/new/TEE.png", f"incoming/{ORG}/b/Tee.webp",
                                                     f"incoming/{ORG}/tee.jpg"]  # fmt: skip
    assert images.candidates(ORG, "CAP", listed) == []


@pytest.mark.parametrize(
    ("name", "head", "image"),
    [
        ("a.jpg", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01", True),
        ("a.jpeg", b"\x89PNG\r\n\x1a\n\x00\x00\x00\r", False),  # a PNG named .jpeg
        ("a.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\r", True),
        ("a.webp", b"RIFF\x24\x00\x00\x00WEBP", True),
        ("a.webp", b"RIFF\x24\x00\x00\x00WAVE", False),
        ("a.jpg", b"sku,productCo", False),
        ("a.csv", b"\xff\xd8\xff\xe0", False),
    ],
)
def test_an_image_is_recognised_by_its_first_bytes(name, head, image):
    assert images.looks_like_image(name, head[: images.SIGNATURE_BYTES]) is image


def test_the_product_shows_the_catalogue_url_else_a_signed_url_of_its_own_delivered_image():
    signed: list[str] = []

    def sign(key: str) -> str:
        signed.append(key)
        return f"https://signed.example/{key}"

    delivered = {"description": "words", "categoryTags": ["price:core"], "imageRef": f"incoming/{ORG}/TEE.jpg"}
    shown = product_content(None, None, delivered, ORG, sign)
    assert shown == {"description": "words", "tags": ["price:core"], "imageUrl": f"https://signed.example/incoming/{ORG}/TEE.jpg"}
    assert product_content(None, "https://cdn/tee.jpg", delivered, ORG, sign)["imageUrl"] == "https://cdn/tee.jpg"
    assert signed == [f"incoming/{ORG}/TEE.jpg"]  # the catalogue's URL wins without signing anything
    for ref in (f"incoming/{OTHER}/TEE.jpg", f"catalog-images/{ORG}/tee.jpg", None):
        assert product_content(None, None, {**delivered, "imageRef": ref}, ORG, sign)["imageUrl"] is None
    assert product_content(None, None, None, ORG, sign)["imageUrl"] is None
    assert len(signed) == 1
