from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.credential_create_type import CredentialCreateType, check_credential_create_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="CredentialCreate")


@_attrs_define
class CredentialCreate:
    """Body of POST /api/workflow-credentials: ``{name, type, allowedHosts, token? | username?,
    password? | apiKey?, headerName? (API_KEY)}``: exactly the fields of ``type`` (422 otherwise).
    Each ``allowedHosts`` entry is checked strictly when the credential is created
    (domain/workflows/credential_hosts.py; 422 naming ``allowedHosts[i]``).

        Attributes:
            name (str):
            type_ (CredentialCreateType):
            allowed_hosts (list[str]): the hosts a webhook may send this credential to (1..20): host names or IP addresses,
                lower case, ASCII (IDNA), no scheme, path or port; a leading '*.' label allows any subdomain
            token (None | str | Unset):
            username (None | str | Unset):
            password (None | str | Unset):
            api_key (None | str | Unset):
            header_name (None | str | Unset):
    """

    name: str
    type_: CredentialCreateType
    allowed_hosts: list[str]
    token: None | str | Unset = UNSET
    username: None | str | Unset = UNSET
    password: None | str | Unset = UNSET
    api_key: None | str | Unset = UNSET
    header_name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_: str = self.type_

        allowed_hosts = self.allowed_hosts

        token: None | str | Unset
        if isinstance(self.token, Unset):
            token = UNSET
        else:
            token = self.token

        username: None | str | Unset
        if isinstance(self.username, Unset):
            username = UNSET
        else:
            username = self.username

        password: None | str | Unset
        if isinstance(self.password, Unset):
            password = UNSET
        else:
            password = self.password

        api_key: None | str | Unset
        if isinstance(self.api_key, Unset):
            api_key = UNSET
        else:
            api_key = self.api_key

        header_name: None | str | Unset
        if isinstance(self.header_name, Unset):
            header_name = UNSET
        else:
            header_name = self.header_name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "type": type_,
                "allowedHosts": allowed_hosts,
            }
        )
        if token is not UNSET:
            field_dict["token"] = token
        if username is not UNSET:
            field_dict["username"] = username
        if password is not UNSET:
            field_dict["password"] = password
        if api_key is not UNSET:
            field_dict["apiKey"] = api_key
        if header_name is not UNSET:
            field_dict["headerName"] = header_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = check_credential_create_type(d.pop("type"))

        allowed_hosts = cast(list[str], d.pop("allowedHosts"))

        def _parse_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token = _parse_token(d.pop("token", UNSET))

        def _parse_username(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        username = _parse_username(d.pop("username", UNSET))

        def _parse_password(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        password = _parse_password(d.pop("password", UNSET))

        def _parse_api_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        api_key = _parse_api_key(d.pop("apiKey", UNSET))

        def _parse_header_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        header_name = _parse_header_name(d.pop("headerName", UNSET))

        credential_create = cls(
            name=name,
            type_=type_,
            allowed_hosts=allowed_hosts,
            token=token,
            username=username,
            password=password,
            api_key=api_key,
            header_name=header_name,
        )

        return credential_create
