import { describe, expect, it } from "vitest";
import { CUSTOM_STATUS, type CustomFacts, canCustomTransition, customActions, customStatusText, deliveryDueAt } from "./custom";
import { formatDateTime } from "./dates";
import { ORDER_STATUS } from "./orders";

const facts = (over: Partial<CustomFacts>): CustomFacts => ({
  status: CUSTOM_STATUS.IN_PROGRESS,
  orderStatus: ORDER_STATUS.PAID,
  revisionsUsed: 0,
  kind: "CONTRACT_CUSTOMIZATION",
  deliveryDueAt: null,
  deliveries: 0,
  ...over,
});

describe("custom order rules (core/custom.ts)", () => {
  it("moves only along the table: paid → accepted → delivered ⇄ revised → completed, refunds cancel before completion", () => {
    const { UNPAID, SUBMITTED, IN_PROGRESS, DELIVERED, COMPLETED, CANCELLED } = CUSTOM_STATUS;
    const allowed = [
      [UNPAID, SUBMITTED],
      [SUBMITTED, IN_PROGRESS],
      [SUBMITTED, CANCELLED],
      [IN_PROGRESS, DELIVERED],
      [IN_PROGRESS, CANCELLED],
      [DELIVERED, IN_PROGRESS],
      [DELIVERED, DELIVERED],
      [DELIVERED, COMPLETED],
      [DELIVERED, CANCELLED],
    ];
    const all = Object.values(CUSTOM_STATUS);
    for (const from of all)
      for (const to of all) expect(canCustomTransition(from, to), `${from} → ${to}`).toBe(allowed.some(([a, b]) => a === from && b === to));
  });

  it("names the states for each side as SPEC §4 does", () => {
    expect(customStatusText(CUSTOM_STATUS.SUBMITTED, ORDER_STATUS.PAID, "user")).toBe("需求已提交");
    expect(customStatusText(CUSTOM_STATUS.SUBMITTED, ORDER_STATUS.PAID, "lawyer")).toBe("待接单");
    expect(customStatusText(CUSTOM_STATUS.DELIVERED, ORDER_STATUS.REFUNDING, "user")).toBe("退款处理中");
    expect(customStatusText(CUSTOM_STATUS.CANCELLED, ORDER_STATUS.REFUNDED, "lawyer")).toBe("已退款");
  });

  it("allows revisions while included rounds remain, and a refund without consent only when the lawyer is late", () => {
    const now = Date.UTC(2026, 10, 25);
    expect(customActions(facts({ status: CUSTOM_STATUS.DELIVERED }), "user", now)).toMatchObject({ finish: true, revise: true, requestRefund: true });
    expect(customActions(facts({ status: CUSTOM_STATUS.DELIVERED, revisionsUsed: 2 }), "user", now).revise).toBe(false);
    expect(customActions(facts({ kind: "CONTRACT_REVIEW", status: CUSTOM_STATUS.DELIVERED, revisionsUsed: 1 }), "user", now).revise).toBe(false);
    expect(customActions(facts({ deliveryDueAt: now - 1 }), "user", now)).toMatchObject({ lateRefund: true, requestRefund: false });
    expect(customActions(facts({ deliveryDueAt: now - 1, deliveries: 1 }), "user", now).lateRefund).toBe(false);
    expect(customActions(facts({ status: CUSTOM_STATUS.SUBMITTED }), "lawyer", now)).toMatchObject({ accept: true, deliver: false });
    expect(customActions(facts({ orderStatus: ORDER_STATUS.REFUNDING }), "lawyer", now)).toMatchObject({ answerRefund: true, deliver: false });
    expect(customActions(facts({ orderStatus: ORDER_STATUS.REFUNDING }), "admin", now).decideRefund).toBe(true);
  });

  it("promises delivery in working days counted in Beijing time, skipping the weekend", () => {
    // Friday 2026-11-27 10:00 in Beijing (02:00 UTC): three working days later is Wednesday 12-02.
    const friday = Date.UTC(2026, 10, 27, 2);
    expect(formatDateTime(deliveryDueAt("CONTRACT_CUSTOMIZATION", friday))).toBe("2026-12-02 10:00:00");
    // Friday 23:30 in Beijing is still Friday there although UTC says 15:30: two working days → Tuesday.
    expect(formatDateTime(deliveryDueAt("CONTRACT_REVIEW", Date.UTC(2026, 10, 27, 15, 30)))).toBe("2026-12-01 23:30:00");
  });
});
