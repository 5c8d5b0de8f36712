import { describe, expect, it } from "vitest";
import { LAWYER_SEEDS } from "#db/seed/content/lawyers/profiles";
import { licenseOf } from "#db/seed/lawyers";
import { isLicenseNo, maskLicenseNo, nameInitial, offeredServices, practiceYears } from "./lawyers";

describe("lawyer rules", () => {
  it("accepts 17-digit licence numbers with a region code, a year and a practice category", () => {
    expect(isLicenseNo("11012009110109411")).toBe(true);
    expect(isLicenseNo("44012016101234567")).toBe(true);
    // 公司律师 (7) and 公职律师 (6) categories.
    expect(isLicenseNo("44032015707654321")).toBe(true);
    expect(isLicenseNo("61012012616543210")).toBe(true);
  });

  it("rejects wrong lengths, non-digits, unknown regions, implausible years and category 0", () => {
    for (const bad of [
      "",
      "1101200911010941",
      "110120091101094111",
      "1101200911010941X",
      "11012009 10109411",
      "99012009110109411",
      "00012009110109411",
      "11002009110109411",
      "11011850110109411",
      "11012009010109411",
    ]) {
      expect(isLicenseNo(bad), bad).toBe(false);
    }
  });

  it("gives every seeded lawyer a valid, unique licence number", () => {
    const numbers = LAWYER_SEEDS.map(licenseOf);
    expect(numbers.every(isLicenseNo)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("masks licence numbers, counts years and picks the initial", () => {
    expect(maskLicenseNo("11101201810123434")).toBe("1110120********34");
    expect(maskLicenseNo("11101201810123434")).toHaveLength(17);
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
