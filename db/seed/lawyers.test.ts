import { describe, expect, it } from "vitest";
import { sellsPaidServices } from "#core/lawyers";
import { adviceRows } from "#db/seed/advice";
import { DEMO_LAWYER, LAWYER_SEEDS } from "#db/seed/content/lawyers/profiles";
import { lawyerRows } from "#db/seed/lawyers";

describe("seeded lawyers", () => {
  it("who may sell: no in-house or government lawyer has a price, a customisation role or a paid consultation", () => {
    const barred = [DEMO_LAWYER, ...LAWYER_SEEDS].filter((l) => !sellsPaidServices(l.type));
    expect(barred.map((l) => l.type).sort()).toEqual([2, 3]);
    for (const l of barred) {
      expect(l.prices, l.name).toEqual({ phone: null, online: null, custom: null, review: null });
      expect(l.intro, l.name).not.toMatch(/提供.*(咨询|审查|定制)服务|仅提供/);
    }
    const ids = new Set(barred.map((l) => l.id));
    const now = Date.now();
    const roles = lawyerRows(now).user_roles ?? [];
    const advice = adviceRows(now).advice_orders ?? [];
    expect(roles.filter((r) => ids.has(r.user_id as number) && r.role === "ROLE_ADVICE_LAWYER")).toHaveLength(ids.size);
    expect(roles.filter((r) => ids.has(r.user_id as number) && r.role === "ROLE_CONTRACT_CUSTOMIZATION")).toEqual([]);
    expect(advice.length).toBeGreaterThan(0);
    expect(advice.filter((a) => ids.has(a.lawyer_id as number))).toEqual([]);
  });

  it("names: no firm or unit echoes a real brand or reads as a placeholder", () => {
    for (const l of [DEMO_LAWYER, ...LAWYER_SEEDS]) {
      expect(l.firm, l.name).not.toMatch(/立信|某/);
    }
  });
});
