import { beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { type Counter, countingVisitor } from "../../../tests/setup/d1-counter";
import { ADMIN, callerFor } from "../../../tests/setup/helpers";
import { seedLawyers } from "../../../tests/setup/lawyers-fixture";
import { notify } from "../../../tests/setup/pay-fixture";
import { db, seedAds } from "../ads/ads-test-kit";

const visitor = callerFor(null);

type Card = Awaited<ReturnType<typeof visitor.lawyers.list>>["records"][number];
const shownCard = ({ cityCode, tags, services, ...card }: Card) => ({ ...card, services: services.map(({ href, ...s }) => s) });
const brief = ({ id, name, photo, cityName, firm }: Card) => ({ id, name, photo, cityName, firm });
const BUYER = { id: 8700, roles: [] };

beforeAll(async () => {
  await seedLawyers();
  await seedAds();
  // A running campaign on the directory's ad strip.
  await db.insert(users).values({ id: BUYER.id, phone: "13600008700", nickname: "投放方", createdAt: 1, updatedAt: 1 });
  const slot = (await callerFor(BUYER).ads.slots()).find((s) => s.code === "lawyers");
  if (!slot) throw new Error("lawyers slot missing");
  const order = await callerFor(BUYER).ads.create({ slotId: slot.id, days: 7, title: "找律师推荐位", link: "/authorInformation/3" });
  expect((await notify(order.orderNo, order.amountFen)).status).toBe(200);
  await callerFor(ADMIN).adsAdmin.approve({ id: order.campaignId ?? 0 });
});

describe("lawyer directory page cost", () => {
  it("server work per page: /seekLawyer's data is one D1 round trip", async () => {
    const tree = await visitor.lawyers.fields({});
    const civil = tree.find((f) => f.name === "民商事");
    const contract = civil?.children.find((c) => c.name === "合同纠纷");
    const filterSets = [
      {},
      { city: "110000" },
      { fieldId: civil?.id },
      { fieldId: contract?.id, city: "0" },
      { fieldId: 99999 },
      { keyword: "衡正" },
      { title: "高级合伙人" },
      { tag: "前检察官" },
      { title: "不存在的职称", tag: "不存在的标签" },
      { current: 2, sort: "likes" as const },
    ];
    const counter: Counter = { trips: 0 };
    const counted = countingVisitor(counter);
    for (const filters of filterSets) {
      const input = { current: 1, size: 10, ...filters };
      counter.trips = 0;
      const directory = await counted.lawyers.directory(input);
      expect(counter.trips, JSON.stringify(filters)).toBe(1);

      const [page, fields, options, resident, recent, ads] = await Promise.all([
        visitor.lawyers.list(input),
        visitor.lawyers.fields({}),
        visitor.dictionaries.lawyerOptions(),
        visitor.lawyers.resident({ size: 6 }),
        visitor.lawyers.recent({ size: 6 }),
        visitor.ads.running({ location: "lawyers" }),
      ]);
      // The page's data is what the REST procedures answer, less what the page does not show.
      const field = fields.flatMap((f) => [f, ...f.children]).find((f) => f.id === input.fieldId);
      const open = fields.find((f) => f.id === input.fieldId || f.children.some((c) => c.id === input.fieldId));
      expect(directory.page).toEqual({ ...page, records: page.records.map(shownCard) });
      expect(directory.tree).toEqual(
        fields.map((f) => ({ id: f.id, name: f.name, children: f === open ? f.children.map((c) => ({ id: c.id, name: c.name })) : [] })),
      );
      expect(directory.options).toEqual(options);
      expect(directory.resident).toEqual(resident.map(brief));
      expect(directory.recent).toEqual(recent.map(brief));
      expect(directory.ads).toEqual(ads.map(({ id, title }) => ({ id, title })));
      expect(directory.fieldName).toBe(field?.name ?? null);
    }

    const all = await counted.lawyers.directory({ current: 1, size: 10 });
    expect(all.page.total).toBe(25);
    expect(all.ads.map((a) => a.title)).toContain("找律师推荐位");
    expect(all.resident.length).toBeGreaterThan(0);
    expect((await counted.lawyers.directory({ current: 2, size: 10 })).page).toMatchObject({ current: 2, total: 25, pages: 3 });
    const civilPage = await counted.lawyers.directory({ current: 1, size: 10, fieldId: civil?.id });
    expect(civilPage.page.total).toBe(civil?.count);
    expect(civilPage.fieldName).toBe("民商事");
    expect((await counted.lawyers.directory({ current: 1, size: 10, fieldId: contract?.id })).page.total).toBe(contract?.count);
    expect((await counted.lawyers.directory({ current: 1, size: 10, fieldId: 99999 })).page.total).toBe(0);
    // A title or tag no enabled dictionary item names is ignored by the list, so no chip shows it either.
    const unknown = await counted.lawyers.directory({ current: 1, size: 10, title: "不存在的职称", tag: "不存在的标签" });
    expect(unknown.page.total).toBe(25);
    expect(unknown.filters).toMatchObject({ title: undefined, tag: undefined });
    const known = await counted.lawyers.directory({ current: 1, size: 10, title: "高级合伙人", tag: "前检察官" });
    expect(known.filters).toMatchObject({ title: "高级合伙人", tag: "前检察官" });
  });

  it("server work per page: a field filter is read inside the list's statement (one D1 round trip)", async () => {
    const civil = (await visitor.lawyers.fields({})).find((f) => f.name === "民商事");
    const counter: Counter = { trips: 0 };
    const counted = countingVisitor(counter);
    const page = await counted.lawyers.list({ current: 1, size: 10, fieldId: civil?.id });
    expect(page.total).toBe(civil?.count);
    expect(counter.trips).toBe(1);
    counter.trips = 0;
    await counted.lawyers.providers({ current: 1, size: 10, fieldId: civil?.id });
    expect(counter.trips).toBe(1);
  });

  it("no data the first view does not show: /seekLawyer's side lists carry name, photo, city and firm only", async () => {
    const directory = await visitor.lawyers.directory({ current: 1, size: 10 });
    expect(directory.resident.length).toBeGreaterThan(0);
    expect(directory.recent.length).toBeGreaterThan(0);
    for (const entry of [...directory.resident, ...directory.recent]) expect(Object.keys(entry).sort()).toEqual(["cityName", "firm", "id", "name", "photo"]);
    // The REST side lists keep their full cards.
    expect(Object.keys((await visitor.lawyers.resident({ size: 6 }))[0] ?? {})).toContain("services");
  });

  it("no data the first view does not show: /seekLawyer's field tree carries the children of the selected top field only", async () => {
    const fields = await visitor.lawyers.fields({});
    const civil = fields.find((f) => f.name === "民商事");
    const contract = civil?.children.find((c) => c.name === "合同纠纷");
    expect(contract).toBeDefined();
    const withChildren = async (fieldId?: number) =>
      (await visitor.lawyers.directory({ current: 1, size: 10, fieldId })).tree.filter((f) => f.children.length > 0).map((f) => f.name);
    expect(await withChildren()).toEqual([]);
    expect(await withChildren(civil?.id)).toEqual(["民商事"]);
    expect(await withChildren(contract?.id)).toEqual(["民商事"]);
    const tree = (await visitor.lawyers.directory({ current: 1, size: 10, fieldId: civil?.id })).tree;
    for (const f of tree) expect(Object.keys(f).sort()).toEqual(["children", "id", "name"]);
    for (const c of tree.flatMap((f) => f.children)) expect(Object.keys(c).sort()).toEqual(["id", "name"]);
  });

  it("no data the first view does not show: /seekLawyer's cards and ads carry only what they render", async () => {
    const directory = await visitor.lawyers.directory({ current: 1, size: 10 });
    const card = directory.page.records.find((c) => c.services.length > 0);
    expect(card).toBeDefined();
    const shown = ["cityName", "fields", "firm", "id", "lawyerType", "lawyerTypeName", "likes", "name", "photo", "resident", "services", "title", "years"];
    for (const c of directory.page.records) expect(Object.keys(c).sort()).toEqual(shown);
    for (const s of card?.services ?? []) expect(Object.keys(s).sort()).toEqual(["key", "name", "priceFen", "unit"]);
    expect(directory.ads.length).toBeGreaterThan(0);
    for (const a of directory.ads) expect(Object.keys(a).sort()).toEqual(["id", "title"]);
  });
});
