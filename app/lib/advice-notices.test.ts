import { describe, expect, it } from "vitest";
import { adviceNotice } from "./advice-notices";

describe("advice notices", () => {
  it("names the lawyer who accepted and ignores other messages", () => {
    const data = { chatId: 3, content: JSON.stringify({ name: "王建国" }) };
    expect(adviceNotice({ type: "LEGAL_ADVICE_LAWYER_ACCEPT_GREETING", data })).toBe("王建国律师已接受您的咨询，可在“我的咨询”中查看");
    expect(adviceNotice({ type: "LEGAL_ADVICE_LAWYER_ACCEPT_GREETING", data: { content: "not json" } })).toBe("律师已接受您的咨询");
    expect(adviceNotice({ type: "LEGAL_ADVICE_ORDER_TIME_OVER_NOTICE_AND_REPAY" })).toBeNull();
    expect(adviceNotice({ type: "REFRESH_USER_CACHE" })).toBeNull();
  });
});
