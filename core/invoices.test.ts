import { describe, expect, it } from "vitest";
import { invoiceTitleInput, isValidUscc, splitTax, titleRefusal } from "./invoices";

describe("统一社会信用代码 (GB 32100-2015)", () => {
  it("accepts published codes and the standard's example", () => {
    for (const code of ["91440300708461136T", "91350100M000100Y43", "91110108551385082Q"]) expect(isValidUscc(code), code).toBe(true);
  });

  it("refuses a wrong check character, letters outside the set (I O S V Z) and wrong lengths", () => {
    expect(isValidUscc("91440300708461136X")).toBe(false);
    expect(isValidUscc("91440300708461136")).toBe(false);
    expect(isValidUscc("91440300708461136TT")).toBe(false);
    expect(isValidUscc("9144030070846113IT")).toBe(false);
    expect(isValidUscc("91440300708461136t")).toBe(false);
  });

  it("exactly one check character fits any 17-character body (a sum divisible by 31 checks as 0)", () => {
    const body = "9111000010000000";
    for (const last of "0123456789ABCDEFGHJKLMNPQRTUWXY") {
      const code17 = `${body}${last}`;
      const valid = [..."0123456789ABCDEFGHJKLMNPQRTUWXY"].filter((c) => isValidUscc(`${code17}${c}`));
      expect(valid, code17).toHaveLength(1);
    }
  });
});

describe("tax split at 6 %", () => {
  it("splits a tax-inclusive amount half-up to the fen and adds back to it", () => {
    expect(splitTax(10600)).toEqual({ netFen: 10000, taxFen: 600 });
    expect(splitTax(1990)).toEqual({ netFen: 1877, taxFen: 113 });
    expect(splitTax(1)).toEqual({ netFen: 1, taxFen: 0 });
    for (let fen = 1; fen < 5000; fen += 7) {
      const { netFen, taxFen } = splitTax(fen);
      expect(netFen + taxFen).toBe(fen);
      expect(Math.abs(taxFen - (fen * 6) / 106)).toBeLessThanOrEqual(0.5);
    }
  });
});

describe("invoice titles", () => {
  it("a company title needs a valid USCC; a personal title none", () => {
    const company = { kind: "COMPANY", name: "深圳市腾讯计算机系统有限公司", taxNo: "91440300708461136t" };
    expect(invoiceTitleInput.parse(company).taxNo).toBe("91440300708461136T");
    expect(invoiceTitleInput.safeParse({ ...company, taxNo: "91440300708461136X" }).error?.issues[0]?.message).toBe("统一社会信用代码不正确，请核对 18 位代码");
    expect(invoiceTitleInput.safeParse({ ...company, taxNo: "" }).error?.issues[0]?.message).toBe("单位抬头请填写统一社会信用代码");
    expect(invoiceTitleInput.safeParse({ kind: "PERSONAL", name: "张三", taxNo: "91440300708461136T" }).error?.issues[0]?.message).toBe(
      "个人抬头无需填写纳税人识别号",
    );
    expect(invoiceTitleInput.parse({ kind: "PERSONAL", name: "张三", isDefault: "on" }).isDefault).toBe(true);
    expect(invoiceTitleInput.parse({ kind: "PERSONAL", name: "张三", isDefault: "false" }).isDefault).toBe(false);
  });

  it("增值税专用发票 only for a company title with address, phone, bank and account", () => {
    const full = {
      kind: "COMPANY" as const,
      taxNo: "91440300708461136T",
      address: "深圳市南山区",
      phone: "0755-86013388",
      bankName: "招商银行深圳分行",
      bankAccount: "755900012310101",
    };
    expect(titleRefusal("SPECIAL", full)).toBeNull();
    expect(titleRefusal("SPECIAL", { ...full, bankAccount: null })).toBe("开具增值税专用发票需完整填写注册地址、注册电话、开户银行和银行账号");
    expect(titleRefusal("SPECIAL", { ...full, kind: "PERSONAL" })).toBe("增值税专用发票只能开具给单位，请选择单位抬头");
    expect(titleRefusal("NORMAL", { ...full, kind: "PERSONAL", taxNo: null })).toBeNull();
  });
});
