import { describe, expect, it } from "vitest";
import { AD_LINK_PATTERN, AD_STATUS, adPriceFen, adStatusText, canAdTransition } from "./ads";

describe("ad rules", () => {
  it("prices days with the duration discount, half-up to the fen", () => {
    expect(adPriceFen(3000, 7)).toBe(21_000);
    expect(adPriceFen(3000, 30)).toBe(81_000);
    expect(adPriceFen(2500, 90)).toBe(191_250);
    expect(adPriceFen(333, 30)).toBe(8_991);
  });

  it("moves campaigns only along the table and names their state", () => {
    expect(canAdTransition(AD_STATUS.AWAITING_PAYMENT, AD_STATUS.RUNNING)).toBe(true);
    expect(canAdTransition(AD_STATUS.ENDED, AD_STATUS.RUNNING)).toBe(false);
    const now = 1_000;
    expect(adStatusText(0, null, 0, now)).toBe("待支付");
    expect(adStatusText(0, null, 2, now)).toBe("已取消");
    expect(adStatusText(1, 2_000, 1, now)).toBe("投放中");
    expect(adStatusText(1, 500, 30, now)).toBe("已结束");
    expect(adStatusText(3, 2_000, 12, now)).toBe("已取消");
    expect(adStatusText(1, 2_000, 11, now)).toBe("退款中");
  });

  it("accepts site paths only as links", () => {
    expect(AD_LINK_PATTERN.test("/authorInformation/3")).toBe(true);
    expect(AD_LINK_PATTERN.test("/templateDetails/12?from=ad")).toBe(true);
    expect(AD_LINK_PATTERN.test("https://evil.example.com")).toBe(false);
    expect(AD_LINK_PATTERN.test("//evil.example.com")).toBe(false);
    expect(AD_LINK_PATTERN.test("/a b")).toBe(false);
  });
});
