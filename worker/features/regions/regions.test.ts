import { beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "../../../tests/setup/helpers";
import { seedRegions } from "../../../tests/setup/regions-fixture";

const visitor = callerFor(null);

beforeAll(seedRegions);

describe("regions", () => {
  it("lists 20 hot cities with 全国 (code 0) first", async () => {
    const { hot } = await visitor.regions.cities();
    expect(hot).toHaveLength(20);
    expect(hot[0]).toEqual({ code: "0", name: "全国" });
    expect(hot.map((c) => c.name)).toContain("北京市");
    expect(hot.map((c) => c.name)).toContain("深圳市");
  });

  it("groups cities by pinyin initial, polyphonic names included", async () => {
    const { groups } = await visitor.regions.cities();
    const letters = groups.map((g) => g.letter);
    expect(letters).toEqual([...letters].sort());
    const under = (letter: string) => groups.find((g) => g.letter === letter)?.cities.map((c) => c.name) ?? [];
    expect(under("C")).toEqual(expect.arrayContaining(["重庆市", "长沙市", "成都市"]));
    expect(under("X")).toEqual(expect.arrayContaining(["厦门市", "香港特别行政区"]));
    expect(under("X")).not.toContain("省直辖县级行政区划");
    // County-level cities directly under a province are choosable as cities.
    expect(under("X")).toContain("仙桃市");
  });

  it("repeats a municipality as its own city level", async () => {
    const tree = await visitor.regions.tree({ province: "110000" });
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ value: "110000", label: "北京市" });
    expect(tree[0]?.children?.map((d) => d.label)).toContain("海淀区");
  });

  it("repeats a city without districts as its own district", async () => {
    const tree = await visitor.regions.tree({ province: "460000" });
    const danzhou = tree.find((c) => c.label === "儋州市");
    expect(danzhou?.children).toEqual([{ value: "460400", label: "儋州市" }]);
    const direct = tree.find((c) => c.value === "469000");
    expect(direct?.label).toBe("自治区直辖县级行政区划");
    expect(direct?.children?.map((d) => d.label)).toContain("五指山市");
  });

  it("gives every province a three-level path", async () => {
    const provinces = await visitor.regions.provinces();
    expect(provinces).toHaveLength(34);
    for (const p of provinces) {
      const tree = await visitor.regions.tree({ province: p.value });
      expect(tree.length, p.label).toBeGreaterThan(0);
      for (const city of tree) expect(city.children?.length, `${p.label}/${city.label}`).toBeGreaterThan(0);
    }
  });

  it("resolves the current city and rejects unknown codes", async () => {
    expect(await visitor.regions.city({ code: "0" })).toEqual({ code: "0", name: "全国" });
    expect(await visitor.regions.city({ code: "330100" })).toEqual({ code: "330100", name: "杭州市" });
    expect(await visitor.regions.city({ code: "330102" })).toBeNull();
    await expect(visitor.regions.city({ code: "abc" })).rejects.toThrow();
  });
});
