# Two commands: `make run` and `make test`. Both create .venv when it is missing and install into it.
# `make lint`: ruff (pinned in pyproject's `test` extra, so the same set-up installs it), as CI runs it.
# `make typecheck`: mypy (pinned there too) with pyproject's [tool.mypy]: --strict for engines/core, engines/ai and
# maps, default checking for the rest of desktop, engines and maps.
# `make translations`: the .qm catalogs from assets/translations/*.ts (run and test build them first);
# `make catalogs`: the .ts sources brought up to date with every tr("…") of desktop/ and T("…") of engines/,
# and the names and card texts of the games' data (desktop/data_words.py writes them out for the extraction).
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test test-shared lint typecheck translations catalogs simulate screenshot clean

CATALOGS := $(wildcard assets/translations/realms_table_*.ts)

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Realms Table needs Python 3.11 or newer")'
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	@touch $(STAMP)

run: $(STAMP) translations
	@bash packaging/linux/debian-deps.sh window
	$(PY) -m desktop.app

test: $(STAMP) translations
	@bash packaging/linux/debian-deps.sh offscreen
	QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 $(PY) -m pytest

# the cross-checks against the reference data beside the repository (../shared/data): CI runs them too
test-shared: $(STAMP)
	QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 $(PY) -m pytest -m shared_data

lint: $(STAMP)
	$(VENV)/bin/ruff check desktop engines maps tests

typecheck: $(STAMP)
	$(VENV)/bin/mypy

translations: $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $(CATALOGS)

catalogs: $(STAMP)
	$(VENV)/bin/python -m desktop.data_words
	$(VENV)/bin/pyside6-lupdate -extensions py -tr-function-alias tr+=T,QT_TR_NOOP+=N_ -no-obsolete -locations none \
		desktop engines assets/translations/data_words.py -ts $(CATALOGS)

simulate: $(STAMP)
	$(VENV)/bin/realms-table-cli simulate --game heroes --games 100 --seats ai:normal,ai:random --rotate

screenshot: $(STAMP)
	$(VENV)/bin/realms-table-cli screenshot --game heroes --seed 7 --moves 60 --out assets/screenshots/heroes.png

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache
