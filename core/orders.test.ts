import { describe, expect, it } from "vitest";
import { parseYuan, yuanText } from "./money";
import {
  authorShareFen,
  canTransition,
  DAY_MS,
  discountFen,
  MEMBER_PLANS,
  newOrderNo,
  ORDER_NO_PATTERN,
  ORDER_STATUS,
  type OrderStatus,
  pointsForPayment,
  refundEligibility,
} from "./orders";

const ALL: OrderStatus[] = [0, 1, 2, 11, 12, 21, 30];
const ALLOWED = new Set(["0>1", "0>2", "0>21", "1>11", "1>30", "2>21", "11>12", "11>1", "21>11"]);

describe("order state machine", () => {
  it("allows exactly the edges of the transition table", () => {
    for (const from of ALL) for (const to of ALL) expect(canTransition(from, to), `${from}>${to}`).toBe(ALLOWED.has(`${from}>${to}`));
  });
  it("never leaves refunded or completed", () => {
    for (const to of ALL) {
      expect(canTransition(ORDER_STATUS.REFUNDED, to)).toBe(false);
      expect(canTransition(ORDER_STATUS.COMPLETED, to)).toBe(false);
    }
  });
});

describe("amounts", () => {
  it("applies the member factor half-up to the fen", () => {
    expect(discountFen(2990, 8000)).toBe(2392);
    expect(discountFen(1, 8000)).toBe(1);
    expect(discountFen(3, 5000)).toBe(2);
    expect(discountFen(1990, 10000)).toBe(1990);
  });
  it("gives authors 70% rounded down and 1 point per whole yuan", () => {
    expect(authorShareFen(2990)).toBe(2093);
    expect(pointsForPayment(2990)).toBe(29);
    expect(pointsForPayment(99)).toBe(0);
  });
  it("parses and prints yuan exactly", () => {
    expect(parseYuan("0.01")).toBe(1);
    expect(parseYuan("12.3")).toBe(1230);
    expect(parseYuan("1234.56")).toBe(123456);
    expect(yuanText(123456)).toBe("1234.56");
    expect(yuanText(5)).toBe("0.05");
    for (const bad of ["", "1.234", "-1", "1e3", "abc", "1,000"]) expect(() => parseYuan(bad), bad).toThrow();
  });
  it("prices plans in fen with the longer plan cheaper per day", () => {
    const perDay = MEMBER_PLANS.map((p) => p.priceFen / p.days);
    expect([...perDay].sort((a, b) => b - a)).toEqual(perDay);
  });
});

describe("order numbers and refunds", () => {
  it("numbers orders QH + Shanghai time + 6 digits", () => {
    const no = newOrderNo(Date.UTC(2026, 10, 22, 16, 30, 5), () => 0.000042);
    expect(no).toBe("QH20261123003005000042");
    expect(ORDER_NO_PATTERN.test(no)).toBe(true);
  });
  it("refunds templates within 7 days when never downloaded, never memberships", () => {
    const now = Date.now();
    const paid = { type: "TEMPLATE" as const, status: 1, paidAt: now - DAY_MS };
    expect(refundEligibility(paid, false, now)).toEqual({ ok: true });
    expect(refundEligibility(paid, true, now)).toEqual({ ok: false, reason: "范本已下载，不支持退款" });
    expect(refundEligibility({ ...paid, paidAt: now - 8 * DAY_MS }, false, now).ok).toBe(false);
    expect(refundEligibility({ ...paid, status: 0 }, false, now).ok).toBe(false);
    expect(refundEligibility({ ...paid, type: "MEMBER" }, false, now).ok).toBe(false);
  });
});
