"""A value computed on first use and then kept on the instance.

functools.cached_property does the same behind a lock (Python 3.11 takes it
on every first use); cards and their contexts are never shared between
threads, and a run reads some 130,000 such values, so the lock's cost is
worth avoiding."""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Callable
    from typing import Any


class once:  # noqa: N801 - reads as a decorator, like property
    """``@once`` on a method: the method runs on the first read of the
    attribute, its result is stored in the instance's ``__dict__`` under the
    same name, and later reads find it there without calling this descriptor
    (it defines no ``__set__``, so the instance's value wins)."""

    def __init__(self, func: Callable[[Any], Any]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, instance: Any, owner: type | None = None) -> Any:
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.func(instance)
        return value
