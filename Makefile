# AquaPure: `make run` serves the shop on http://127.0.0.1:8080, `make test` runs every test.
# Each target installs what it needs first (Debian packages, npm packages).

SHELL := /bin/bash
BUILD_DIR := build/server
BIN := $(BUILD_DIR)/aquapure
WEB_SOURCES := $(shell find web/src web/public web/index.html web/vite.config.ts web/package.json web/tsconfig*.json web/scripts -type f 2>/dev/null) docs/openapi.yaml
SERVER_SOURCES := $(shell find server -type f 2>/dev/null)
JOBS ?= $(shell nproc)

.PHONY: run dev test soak bench bench-scale bench-growth fuzz deps deps-test server web web-deps lint tidy format clean

# AQUA_SMS=kannel: inside a local Kannel gateway with a simulated operator
# (scripts/run-with-kannel.sh; docs/deploy.md, "Text messages").
run: deps server web
	@mkdir -p data
	@echo "AquaPure: http://127.0.0.1:$${AQUA_PORT:-8080}  (Ctrl-C stops it)"
	AQUA_DATA_DIR=$${AQUA_DATA_DIR:-./data} AQUA_WEB_DIR=$${AQUA_WEB_DIR:-./web/dist} \
	  $(if $(filter kannel,$(AQUA_SMS)),scripts/run-with-kannel.sh) $(BIN) serve

# The server (rebuilt and restarted when server/ changes) and Vite's dev server with hot
# reload, together: http://localhost:5173.
dev: deps web-deps
	@scripts/dev.sh

test:
	@scripts/test-all.sh

# The random-operations API test with far more steps (SOAK_STEPS, default 1,000,000: hours)
# on both databases, seed after seed (SOAK_ROUNDS, default no end); scripts/soak.sh.
soak: server
	@scripts/soak.sh

bench:
	@bench/run.sh

bench-scale:
	@bench/scale.sh

# The shop grown to 1,000,000 orders and 10,000 products (ORDERS, PRODUCTS, ENGINES).
bench-growth:
	@bench/growth.sh

# Longer fuzzing runs than make test's (FUZZ_SECONDS per target).
fuzz: deps-test
	CC=clang CXX=clang++ cmake -S server -B build/sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O0 -gline-tables-only" -DAQUA_FUZZ=ON -DAQUA_TESTS=ON >/dev/null
	cmake --build build/sanitize -j $(JOBS)
	@for t in order quote contact admin_write router; do mkdir -p build/sanitize/corpus-$$t; \
	  (cd build/sanitize && ./fuzz_$$t -max_total_time=$${FUZZ_SECONDS:-300} -rss_limit_mb=2048 corpus-$$t ../../server/fuzz/corpus/$$t) || exit 1; done

deps:
	@scripts/install-deps.sh build

deps-test:
	@scripts/install-deps.sh test

server: $(BIN)

$(BIN): $(SERVER_SOURCES)
	cmake -S server -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release -DAQUA_WERROR=$${AQUA_WERROR:-OFF} >/dev/null
	cmake --build $(BUILD_DIR) --target aquapure -j $(JOBS)
	@touch $(BIN)

web-deps: web/node_modules/.package-lock.json

# --no-save: the committed lockfile's versions, and the lockfile left as committed (npm would
# write every other platform's optional packages into it, and a fresh clone would show a change).
web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	cd web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-save --no-audit --no-fund
	@touch $@

web: web/dist/index.html

web/dist/index.html: web/node_modules/.package-lock.json $(WEB_SOURCES)
	cd web && npm run build
	@touch $@

lint: web-deps
	node scripts/check-readme-rooms.mjs
	node scripts/check-citations.mjs
	clang-format --dry-run --Werror $$(find server/src server/fuzz -name '*.cpp' -o -name '*.hpp')
	scripts/tidy.sh $${TIDY_SCOPE-}
	cd web && npm run lint && npm run format:check && npm run typecheck

# clang-tidy on every server .cpp, as make lint runs it: files that passed unchanged are
# skipped (build/tidy-cache/); a fresh clone checks all (about 13 min of CPU). TIDY_SCOPE=--changed:
# only the files changed since main; make tidy TIDY_SCOPE=--no-cache checks every file again.
tidy:
	scripts/tidy.sh $${TIDY_SCOPE-}

format: web-deps
	clang-format -i $$(find server/src server/fuzz -name '*.cpp' -o -name '*.hpp')
	cd web && npx prettier --write .

clean:
	rm -rf build web/dist
