"""Sentences the engines build for players, kept translatable — with no Qt in the engines.

An engine never formats a player's sentence into a finished string. It builds a `Text`: the English source
(a template with named `{fields}`), an optional disambiguation for the translator, a count `n` when the
sentence has plural forms (written `%n` in the template, as Qt's catalogs do), and its parameters. A `Text`
*is* a `str` — its English rendering — so logs, tests and the command line read it as before; the desktop
renders it in the player's language through `render`, at display time, so a language switched mid-game
re-renders everything already on screen.

The catalogs are the desktop's (Qt `.ts` files in assets/translations): `pyside6-lupdate` finds every
`T("…")` call here as it finds the desktop's `tr("…")` (the extraction passes `-tr-function-alias tr+=T`), all
in one translation context. `render` asks whatever translator the application installed (`set_translator`);
without one, English.

A parameter may be a list (or tuple) of names: it is written joined by ", ", each name in the player's
language — pass the names, never a string already joined in English.

Plural forms in the English source: a word's plural is written in brackets after it — `card(s)`, `is (are)`
is written `(is|are)` — and `english` picks the form for `n`. The other languages' catalogs hold their own
forms (Turkish one, German and Finnish two), chosen by Qt's plural rules for the language.
"""
from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping
from typing import Any

#: (source, disambiguation, n) -> the translation, or the source itself when the catalog has none
Translator = Callable[[str, str | None, int], str]

_CHOICE = re.compile(r"\((\w*)\|(\w*)\)")        # (is|are), (y|ies): singular | plural
_SUFFIX = re.compile(r"(?<=\w)\((\w+)\)")         # card(s), box(es): the plural's ending


def english(template: str, n: int | None) -> str:
    """The English form of `template` for the count `n`: `card(s)` and `(is|are)` resolved, `%n` written."""
    if n is None:
        return template
    one = n == 1
    out = _CHOICE.sub(lambda m: m.group(1) if one else m.group(2), template)
    out = _SUFFIX.sub(lambda m: "" if one else m.group(1), out)
    return out.replace("%n", _number(n))


def _english(source: str, disambiguation: str | None, n: int) -> str:
    return source


_translator: Translator = _english
_number: Callable[[int], str] = str
_point = "."


def set_translator(translator: Translator | None, number: Callable[[int], str] | None = None,
                   decimal_point: str = ".") -> None:
    """Install the application's catalogs (None: English again), how it writes a count and its decimal point."""
    global _translator, _number, _point
    _translator = translator or _english
    _number = number or str
    _point = decimal_point


class Measure(float):
    """A measured amount — a distance in centimetres — shown to a tenth, a whole number without its ".0"
    (12.3, 8), with the decimal point of the player's language when rendered (12,3 in German)."""

    def __format__(self, spec: str) -> str:
        text = f"{float(self):.1f}"
        return text[:-2] if text.endswith(".0") else text

    def __str__(self) -> str:
        return format(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Measure, (float(self),))


_FIELDS: dict[str, frozenset[str]] = {}


def _fields(template: str) -> frozenset[str]:
    """The named fields of a template (read once per template: the computer builds labels by the thousand)."""
    found = _FIELDS.get(template)
    if found is None:
        found = _FIELDS[template] = frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name)
    return found


class Text(str):
    """A player's sentence: the English rendering as the string, and its parts for other languages."""

    template: str
    disambiguation: str | None
    n: int | None
    params: dict[str, Any]

    def __new__(cls, template: str, disambiguation: str | None = None, n: int | None = None,
                /, **params: Any) -> Text:
        fields = _fields(template)
        if fields:
            if not fields <= params.keys():
                missing = ", ".join(sorted(fields - params.keys()))
                raise KeyError(f"the sentence {template!r} needs {missing}")
            shown = {k: _joined(v) if isinstance(v, (list, tuple)) else v for k, v in params.items()}
            text = (template if n is None else english(template, n)).format(**shown)
        else:
            text = template if n is None else english(template, n)
        self = super().__new__(cls, text)
        self.template, self.disambiguation, self.n, self.params = template, disambiguation, n, params
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.template, self.disambiguation, self.n, self.params))


def _joined(values: list[Any] | tuple[Any, ...], say: Callable[[Any], str] = str) -> str:
    return ", ".join(say(v) for v in values)


def _rebuild(template: str, disambiguation: str | None, n: int | None, params: dict[str, Any]) -> Text:
    return Text(template, disambiguation, n, **params)


#: the spelling the engines use, and the one the extraction looks for
T = Text


def render(value: Any) -> str:
    """`value` in the installed language: a Text through the catalog (its parameters rendered too), a plain
    string looked up as a whole (a name from the game's data: a place, a card, a hero), anything else as str."""
    if isinstance(value, Text):
        n = -1 if value.n is None else value.n
        said = _translator(value.template, value.disambiguation, n)
        if said == value.template:      # not in the catalog (or English): the source's own plural forms
            said = english(value.template, value.n)
        elif value.n is not None:
            said = said.replace("%n", _number(value.n))
        params = {k: render(v) for k, v in value.params.items()}
        try:
            return said.format(**params)
        except (KeyError, IndexError, ValueError):   # a damaged translation: the English sentence instead
            return english(value.template, value.n).format(**params)
    if isinstance(value, str):
        return _translator(value, None, -1) if value else value
    if isinstance(value, (list, tuple)):
        return _joined(value, render)
    if type(value) is int:          # a count, a score: written as the language writes numbers
        return _number(value)
    if isinstance(value, Measure):
        return format(value).replace(".", _point)
    return str(value)


def render_all(values: Mapping[str, Any]) -> dict[str, str]:
    return {k: render(v) for k, v in values.items()}
