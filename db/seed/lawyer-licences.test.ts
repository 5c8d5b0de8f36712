import { describe, expect, it } from "vitest";
import { parseLicenseNo } from "#core/lawyers";
import { DEMO_LAWYER, LAWYER_SEEDS } from "#db/seed/content/lawyers/profiles";
import { licenseOf } from "#db/seed/lawyers";

describe("seeded licence numbers", () => {
  it("licence numbers: every seeded lawyer has a valid, unique number in the official layout, matching the profile", () => {
    const lawyers = [DEMO_LAWYER, ...LAWYER_SEEDS];
    const numbers = lawyers.map(licenseOf);
    expect(new Set(numbers).size).toBe(numbers.length);
    lawyers.forEach((l, i) => {
      const check = parseLicenseNo(numbers[i] ?? "");
      expect(check, `${l.name} ${numbers[i]}`).toMatchObject({ ok: true, parts: { year: l.since, sex: String(l.sex) } });
      if (check.ok) expect(l.city.startsWith(check.parts.region.slice(0, 2)), l.name).toBe(true);
    });
    // Deterministic: the same numbers on every machine.
    expect(lawyers.map(licenseOf)).toEqual(numbers);
  });
});
