import { describe, expect, it } from "vitest";
import { AD_LINK_PATTERN, AD_STATUS, adPriceFen, adSourcesOf, adStatusText, canAdTransition } from "./ads";

describe("ad rules", () => {
  it("prices days with the duration discount, half-up to the fen", () => {
    expect(adPriceFen(3000, 7)).toBe(21_000);
    expect(adPriceFen(3000, 30)).toBe(81_000);
    expect(adPriceFen(2500, 90)).toBe(191_250);
    expect(adPriceFen(333, 30)).toBe(8_991);
  });

  it("ad review states: payment waits for review, only the console approves, rejects or stops, and nothing leaves an end state", () => {
    const { AWAITING_PAYMENT, RUNNING, ENDED, CANCELLED, PENDING_REVIEW, REJECTED, STOPPED } = AD_STATUS;
    const allowed = [
      [AWAITING_PAYMENT, PENDING_REVIEW, "system"],
      [AWAITING_PAYMENT, CANCELLED, "system"],
      [PENDING_REVIEW, RUNNING, "admin"],
      [PENDING_REVIEW, REJECTED, "admin"],
      [PENDING_REVIEW, CANCELLED, "system"],
      [RUNNING, STOPPED, "admin"],
      [RUNNING, ENDED, "system"],
      [RUNNING, CANCELLED, "system"],
    ] as const;
    const states = Object.values(AD_STATUS);
    for (const from of states) {
      for (const to of states) {
        for (const by of ["system", "admin"] as const) {
          const expected = allowed.some(([f, t, b]) => f === from && t === to && b === by);
          expect(canAdTransition(from, to, by), `${from}→${to} by ${by}`).toBe(expected);
        }
      }
    }
    // Payment no longer puts an ad live; a buyer or the order path cannot approve.
    expect(canAdTransition(AWAITING_PAYMENT, RUNNING, "system")).toBe(false);
    expect(canAdTransition(PENDING_REVIEW, RUNNING, "system")).toBe(false);
    expect(adSourcesOf(RUNNING, "admin")).toEqual([PENDING_REVIEW]);
    expect(adSourcesOf(STOPPED, "admin")).toEqual([RUNNING]);
    expect(adSourcesOf(CANCELLED, "system")).toEqual([AWAITING_PAYMENT, PENDING_REVIEW, RUNNING]);
  });

  it("names every campaign state for the buyer", () => {
    const now = 1_000;
    expect(adStatusText(0, null, 0, now)).toBe("待支付");
    expect(adStatusText(0, null, 2, now)).toBe("已取消");
    expect(adStatusText(4, null, 1, now)).toBe("审核中");
    expect(adStatusText(1, 2_000, 1, now)).toBe("投放中");
    expect(adStatusText(1, 500, 30, now)).toBe("已结束");
    expect(adStatusText(3, 2_000, 12, now)).toBe("已取消");
    expect(adStatusText(1, 2_000, 11, now)).toBe("退款中");
    expect(adStatusText(5, null, 11, now)).toBe("未通过审核，退款中");
    expect(adStatusText(5, null, 12, now)).toBe("未通过审核，已全额退款");
    expect(adStatusText(6, 2_000, 1, now)).toBe("已停止");
  });

  it("accepts site paths only as links", () => {
    expect(AD_LINK_PATTERN.test("/authorInformation/3")).toBe(true);
    expect(AD_LINK_PATTERN.test("/templateDetails/12?from=ad")).toBe(true);
    expect(AD_LINK_PATTERN.test("https://evil.example.com")).toBe(false);
    expect(AD_LINK_PATTERN.test("//evil.example.com")).toBe(false);
    expect(AD_LINK_PATTERN.test("/a b")).toBe(false);
  });
});
