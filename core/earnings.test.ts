import { describe, expect, it } from "vitest";
import { isBankCard, maskBankCard, realNameInput, shanghaiDayStart, taxMonthOf, withdrawInput } from "./earnings";

describe("earnings rules", () => {
  it("Luhn: bank card numbers carry their check digit", () => {
    for (const card of ["6228480012345678903", "6214831234567890125", "6217000000000000004", "4111111111111111"]) expect(isBankCard(card), card).toBe(true);
    for (const card of ["6228480012345678904", "6214831234567890120", "12345678901", "62284800123456789031234", "6228a80012345678903", ""]) {
      expect(isBankCard(card), card).toBe(false);
    }
  });

  it("bank card mask keeps the BIN prefix and the last four", () => {
    expect(maskBankCard("6228480012345678903")).toBe("6228***********8903");
    expect(maskBankCard("4111111111111111")).toBe("4111********1111");
  });

  it("real-name form: spaces in the card are ignored, the holder must be the real name", () => {
    const ok = realNameInput.safeParse({
      realName: "张三",
      idNumber: "11010519491231002x",
      cardHolder: "张三",
      bankCard: "6228 4800 1234 5678 903",
      bankName: "农业银行",
      bankBranch: "朝阳支行",
      code: "123456",
    });
    expect(ok.success && ok.data).toMatchObject({ idNumber: "11010519491231002X", bankCard: "6228480012345678903" });
    const other = realNameInput.safeParse({
      realName: "张三",
      cardHolder: "李四",
      bankCard: "6228480012345678903",
      bankName: "农业银行",
      bankBranch: "朝阳支行",
      code: "123456",
    });
    expect(other.error?.issues[0]?.message).toBe("持卡人须与真实姓名一致：只能提现到本人的银行卡");
  });

  it("withdraw amount: 元 text parsed exactly to fen", () => {
    expect(withdrawInput.parse({ amount: "1,234.56", code: "123456" })).toEqual({ amount: 123_456, code: "123456" });
    expect(withdrawInput.safeParse({ amount: "0.001", code: "123456" }).error?.issues[0]?.message).toBe("提现金额最多保留两位小数（精确到分）");
  });

  it("tax month and day boundaries are Asia/Shanghai", () => {
    // 2026-01-31 16:30 UTC is 2026-02-01 00:30 in Shanghai.
    const at = Date.UTC(2026, 0, 31, 16, 30);
    expect(taxMonthOf(at)).toBe("2026-02");
    expect(shanghaiDayStart(at)).toBe(Date.UTC(2026, 0, 31, 16, 0));
  });
});
