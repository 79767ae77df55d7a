"""The player's language: the one `tr` of the desktop, the catalogs, and switching language while playing.

Every player-facing string in desktop/ goes through `tr`, in one translation context (the empty one, which is
where `pyside6-lupdate` files a bare `tr("…")`), so one extraction finds them all: the desktop's `tr` calls and
the engines' `T` calls (engines/core/i18n.py) go into one catalog per language, assets/translations/
realms_table_<code>.ts, built into .qm by `pyside6-lrelease` (`make translations`). Qt is imported on first use,
so modules that load before Qt may import `tr` too.

Plurals: `tr("%n card(s)", None, n)`. The English forms come from the source (`card(s)`, `(is|are)`), the
other languages' from their catalogs, by Qt's plural rules for the language.
"""
from __future__ import annotations

import logging
import sys
from collections.abc import Mapping
from typing import Any

CONTEXT = ""
#: the languages a player may choose, each named in itself
LANGUAGES: dict[str, str] = {"en": "English", "tr": "Türkçe", "de": "Deutsch", "fi": "Suomi"}
DEFAULT = "en"
CATALOG = "realms_table"

log = logging.getLogger(__name__)
_current = DEFAULT
_installed: list[Any] = []   # the translators in use (kept alive; removed on a switch)
_alone: Any = None           # the command line's catalog, read without the window's (set_language_alone)
#: what the catalog said, by (source, disambiguation, n): a window refresh asks for the same few hundred
#: sentences a thousand times; emptied whenever the language changes
_SAID: dict[tuple[str, str | None, int], str] = {}
_translate: Any = None       # QCoreApplication.translate, once Qt is loaded


def _catalog(source: str, disambiguation: str | None, n: int) -> str:
    """The installed catalog's translation of `source` (its %n written), or `source` itself when it has none
    (Qt writes %n into the source even then: that is still no translation)."""
    key = (source, disambiguation, n)
    said = _SAID.get(key)
    if said is None:
        said = _SAID[key] = _look_up(source, disambiguation, n)
    return said


def _look_up(source: str, disambiguation: str | None, n: int) -> str:
    global _translate
    if _alone is not None:
        said = _alone.translate(CONTEXT, source, disambiguation, n)
        return source if not said else said.replace("%n", str(n)) if n >= 0 else said
    if _translate is None:
        from PySide6.QtCore import QCoreApplication
        _translate = QCoreApplication.translate
    said = _translate(CONTEXT, source, disambiguation, n)
    return source if n >= 0 and said == source.replace("%n", str(n)) else said


class Said(str):
    """A sentence in the player's language whose `format` says its arguments in that language too: an engine's
    `Text` (a reason, an action's label) or a name from a game's data filled into it is rendered through the
    catalog, never pasted in as English; a list of names is joined, each name in the language."""

    def format(self, *args: Any, **kwargs: Any) -> str:
        return str.format(self, *(_said(a) for a in args), **{k: _said(v) for k, v in kwargs.items()})


def _said(value: Any) -> Any:
    return say(value) if isinstance(value, (str, list, tuple)) else value


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` in the player's language (English, plurals resolved, while no catalog has it). Its `format`
    renders the engines' sentences and the data's names it is given in the same language."""
    said = _catalog(text, disambiguation, n)
    if n >= 0 and said == text:
        from engines.core.i18n import english  # (the engines load after the first frame)
        return Said(english(text, n))
    return Said(said)


def N_(text: str) -> str:
    """Marks a sentence kept in a table (a side's name, a phase, a die face) for the catalogs; the code that
    shows it passes the value through `tr`. The extraction reads `N_("…")` as Qt's QT_TR_NOOP."""
    return text


def word(table: Mapping[str, str], key: object, default: str | None = None) -> str:
    """The sentence `table` keeps for `key` (its values marked with `N_`), in the player's language; when the
    table has none, `default` as given (the caller's own `tr("…")`) or else the key itself. The one place a
    `tr` is given a value rather than a literal (tests/test_desktop_i18n_sources.py)."""
    text = table.get(key) if isinstance(key, str) else None
    if text is not None:
        return tr(text)
    return default if default is not None else str(key)


#: the computer's levels of play
LEVEL_WORDS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


_render: Any = None   # engines.core.i18n.render, once the engines are loaded


def say(value: object) -> str:
    """What an engine built for a player (a `Text` sentence, a name from a game's data, a number), in the
    player's language."""
    global _render
    if _render is None:
        from engines.core.i18n import render
        _render = render
    return _render(value)


def capital(text: str) -> str:
    """`text` with a capital first letter by the language's rules (Turkish: i → İ)."""
    first = text[:1]
    return ("İ" if first == "i" and _current == "tr" else first.upper()) + text[1:]


def current() -> str:
    """The code of the language in use ("en", "tr", "de", "fi")."""
    return _current


def system_language() -> str:
    """The system's language when it is one of ours, else English."""
    from PySide6.QtCore import QLocale
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else DEFAULT


def environment_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for (LC_ALL, LC_MESSAGES, LANG: `tr_TR.UTF-8` → "tr") when it is one
    of ours, else English — read without Qt, for the command line."""
    import os
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            code = value.split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else DEFAULT
    return DEFAULT


def _known(code: str) -> str:
    """`code` when it is one of ours, else English with one line in the log."""
    if code not in LANGUAGES:
        log.warning("There is no language %r; English is used. Known: %s.", code, ", ".join(LANGUAGES))
        return DEFAULT
    return code


def _our_catalog(code: str, parent: Any = None) -> Any:
    """Our catalog for `code` (not English), loaded; None, with one line in the log, when it is missing or
    damaged."""
    from PySide6.QtCore import QLocale, QTranslator

    from . import paths
    ours = QTranslator(parent)
    if ours.load(QLocale(code), CATALOG, "_", str(paths.TRANSLATIONS)) and not ours.isEmpty():
        return ours
    log.warning("The %s catalog (%s_%s.qm in %s) is missing or damaged; English is used.",
                LANGUAGES[code], CATALOG, code, paths.TRANSLATIONS)
    return None


def set_language_alone(code: str) -> str:
    """The command line's language: our catalog for `code` read without a Qt application (the tools print and
    leave), the engines' sentences in it too. A missing or damaged catalog leaves English, with one line in
    the log. Returns the language now in use."""
    global _alone, _current
    code = _known(code)
    _alone = _our_catalog(code) if code != DEFAULT else None
    _current = code if _alone is not None else DEFAULT
    _SAID.clear()
    engines_follow()
    return _current


def chosen_language(settings: Any) -> str:
    """The language the player chose (kept in the settings), else the system's."""
    code = str(settings.value("language", "") or "")
    return code if code in LANGUAGES else system_language()


def set_language(app: Any, code: str) -> str:
    """Speak `code` from now on: our catalog and Qt's own (standard dialogs and buttons), the engines'
    sentences, numbers in the language's format. A missing or damaged catalog leaves English, with one line in
    the log. Every widget hears QEvent.LanguageChange. Returns the language now in use."""
    global _current, _alone
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
    code = _known(code)
    _alone = None                   # the window's catalogs from now on, not the command line's
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    locale = QLocale(code)
    if code != DEFAULT:
        ours = _our_catalog(code, app)
        if ours is not None:
            app.installTranslator(ours)
            _installed.append(ours)
        else:
            code, locale = DEFAULT, QLocale(DEFAULT)
        qt = QTranslator(app)
        if code != DEFAULT and qt.load(locale, "qtbase", "_",
                                       QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
    QLocale.setDefault(locale)
    _current = code
    _SAID.clear()
    if "engines.core.i18n" in sys.modules:   # else when a game opens (engines_follow): not before the first frame
        engines_follow()
    return code


def engines_follow() -> None:
    """The engines' sentences in the language in use (the controller calls it as a game opens)."""
    from PySide6.QtCore import QLocale

    from engines.core import i18n as engine_words
    locale = QLocale(_current)
    engine_words.set_translator(_catalog if _current != DEFAULT else None, lambda n: locale.toString(n),
                                locale.decimalPoint())
