// The admin products list one page at a time by cursor (10,000 products), with search and
// category filters, and product writes that reach the public catalogue at once although
// they no longer rebuild the whole catalogue.
import { describe, it, before } from "node:test";
import assert from "node:assert/strict";
import { getJson, assertErrorBody } from "./harness.mjs";
import { suiteServer, suiteAdmin, setTestClock } from "./suite.mjs";

const product = (name, over = {}) => ({
  name,
  description: "Paging test product",
  price: 120,
  imageUrl: "/images/products/1.svg",
  size: "1 Litre",
  type: "accessory",
  ...over,
});

describe("admin products: pages, search, immediate public catalogue", () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: "1" } });
  const api = suiteAdmin(srv);
  let offset = 0;
  const nextWindow = async () => {
    offset += 61_000;
    await setTestClock(srv, offset);
  };
  const list = async (query) => {
    const r = await api("GET", `/api/admin/products${query}`);
    assert.equal(r.status, 200, r.text);
    return r.json;
  };
  // Every page by the cursor each page gives (keyset: sort order, creation time, id).
  const allPages = async (limit, extra = "") => {
    const seen = [];
    for (let cursor = ""; ; ) {
      const c = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = await list(`?limit=${limit}${extra}${c}`);
      assert.equal(page.limit, limit);
      assert.equal(page.totalCapped, false);
      assert.ok(page.items.length <= limit);
      seen.push(...page.items.map((p) => p.id));
      if (!page.nextCursor) return { seen, total: page.total };
      assert.equal(page.items.length, limit, "a page short of the limit is the last");
      cursor = page.nextCursor;
    }
  };

  before(
    async () => {
      for (let round = 0; round < 3; round++) {
        await nextWindow();
        for (let i = 0; i < 4; i++) {
          const r = await api("POST", "/api/admin/products", {
            body: product(`Pager ${round}-${i}`, {
              type: i % 2 ? "dispenser" : "accessory",
            }),
          });
          assert.equal(r.status, 201, r.text);
        }
      }
    },
    { timeout: 60_000 },
  );

  it("pages cover every product exactly once, in the order of one big page", async () => {
    const whole = await list("?limit=100");
    assert.equal(whole.total, 18, "the 6 built-in products and 12 new ones");
    const ids = whole.items.map((p) => p.id);
    for (const limit of [1, 4, 7]) {
      const { seen, total } = await allPages(limit);
      assert.equal(total, 18);
      assert.deepEqual(
        seen,
        ids,
        `limit ${limit}: no product skipped or repeated`,
      );
    }
  });

  it("a deleted product stays in the admin list (inactive) and pages still add up", async () => {
    await nextWindow();
    const victim = (await list(`?q=${encodeURIComponent("pager 1-2")}`))
      .items[0];
    assert.equal(
      (await api("DELETE", `/api/admin/products/${victim.id}`)).status,
      204,
    );
    const { seen, total } = await allPages(5);
    assert.equal(total, 18);
    assert.equal(new Set(seen).size, 18);
    const again = (await list(`?q=${victim.id}`)).items;
    assert.equal(again.length, 1, "the exact id finds it");
    assert.equal(again[0].isActive, false);
  });

  it("searches by name (any case, wildcards literal) and filters by category", async () => {
    const found = await list("?q=PAGER%200-");
    assert.deepEqual(found.items.map((p) => p.name).sort(), [
      "Pager 0-0",
      "Pager 0-1",
      "Pager 0-2",
      "Pager 0-3",
    ]);
    assert.equal(found.total, 4);
    assert.equal((await list("?q=%25")).total, 0, "% is a literal character");
    assert.equal(
      (await list("?q=pager_")).total,
      0,
      "_ is a literal character",
    );
    const dispensers = await list("?type=dispenser&q=pager");
    assert.equal(dispensers.total, 6);
    assert.ok(dispensers.items.every((p) => p.type === "dispenser"));
    const page1 = await list("?type=dispenser&q=pager&limit=4");
    assert.equal(page1.items.length, 4);
    const page2 = await list(
      `?type=dispenser&q=pager&limit=4&cursor=${encodeURIComponent(page1.nextCursor)}`,
    );
    assert.equal(page2.items.length, 2);
    assert.equal(page2.nextCursor, null);
    assert.equal(page2.total, 6, "every page counts the matches");
    assert.ok(page2.items.every((p) => p.type === "dispenser"));
    const { seen } = await allPages(4, "&type=dispenser&q=pager");
    assert.deepEqual(seen, dispensers.items.map((p) => p.id));
  });

  it("bad filters answer 422 naming the field", async () => {
    for (const [query, field] of [
      ["?limit=0", "limit"],
      ["?limit=101", "limit"],
      ["?offset=-1", "offset"],
      ["?offset=20", "offset"],
      ["?type=boat", "type"],
      [`?q=${"x".repeat(101)}`, "q"],
    ]) {
      const r = await api("GET", `/api/admin/products${query}`);
      assert.equal(r.status, 422, `${query}: ${r.text}`);
      const e = assertErrorBody(r, "validation_failed");
      assert.equal(typeof e.fields?.[field], "string", `${query}: ${r.text}`);
    }
  });

  it("a cursor the list did not give answers 400", async () => {
    for (const c of ["abc", "1", "1.2", "1.2.", "x.2.3", "1.y.3", `1.2.${"z".repeat(41)}`]) {
      const r = await api("GET", `/api/admin/products?cursor=${encodeURIComponent(c)}`);
      assert.equal(r.status, 400, `${c}: ${r.text}`);
      assertErrorBody(r, "bad_request");
      assert.match(r.json.error.message, /^Invalid cursor/);
    }
  });

  it("a PUT is in the public catalogue at once: list, search, filters, the product itself", async () => {
    await nextWindow();
    const target = (await list(`?q=${encodeURIComponent("pager 2-0")}`))
      .items[0];
    const put = await api("PUT", `/api/admin/products/${target.id}`, {
      body: {
        name: "Renamed Pager Zeta",
        type: "bottle",
        featured: true,
        price: 333,
      },
    });
    assert.equal(put.status, 200, put.text);
    const one = await getJson(`${srv.url}/api/products/${target.id}`);
    assert.equal(one.json.name, "Renamed Pager Zeta");
    assert.equal(one.json.pricePaisa, 33300);
    const search = await getJson(`${srv.url}/api/products?q=zeta`);
    assert.deepEqual(
      search.json.items.map((p) => p.id),
      [target.id],
    );
    const featured = await getJson(
      `${srv.url}/api/products?featured=true&type=bottle&limit=100`,
    );
    assert.ok(featured.json.items.some((p) => p.id === target.id));
    const accessories = await getJson(
      `${srv.url}/api/products?type=accessory&limit=100`,
    );
    assert.ok(
      !accessories.json.items.some((p) => p.id === target.id),
      "left its old category",
    );
    // The public order is the admin order of the active products.
    const pub = await getJson(`${srv.url}/api/products?limit=100`);
    const adminActive = (await list("?limit=100")).items.filter(
      (p) => p.isActive,
    );
    assert.deepEqual(
      pub.json.items.map((p) => p.id),
      adminActive.map((p) => p.id),
    );
  });

  it("delete and restore through PUT are public at once, in the same place", async () => {
    await nextWindow();
    const before = (
      await getJson(`${srv.url}/api/products?limit=100`)
    ).json.items.map((p) => p.id);
    const id = before[3];
    assert.equal(
      (await api("DELETE", `/api/admin/products/${id}`)).status,
      204,
    );
    const gone = (
      await getJson(`${srv.url}/api/products?limit=100`)
    ).json.items.map((p) => p.id);
    assert.deepEqual(
      gone,
      before.filter((x) => x !== id),
    );
    assert.equal((await getJson(`${srv.url}/api/products/${id}`)).status, 404);
    const back = await api("PUT", `/api/admin/products/${id}`, {
      body: { isActive: true },
    });
    assert.equal(back.status, 200, back.text);
    const again = (
      await getJson(`${srv.url}/api/products?limit=100`)
    ).json.items.map((p) => p.id);
    assert.deepEqual(again, before);
  });
});
