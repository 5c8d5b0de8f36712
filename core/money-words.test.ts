import { describe, expect, it } from "vitest";
import { parseRmbWords, rmbInWords } from "./money-words";

// 《支付结算办法》附一: zeros inside read once, none at a group's end, 整 after 元, 角 without 整, nothing after 分.
describe("中文大写金额", () => {
  it.each([
    [0, "零元整"],
    [5, "伍分"],
    [50, "伍角"],
    [55, "伍角伍分"],
    [100, "壹元整"],
    [1000, "壹拾元整"],
    [1050, "壹拾元伍角"],
    [10005, "壹佰元零伍分"],
    [10600, "壹佰零陆元整"],
    [100400, "壹仟零肆元整"],
    [168032, "壹仟陆佰捌拾元叁角贰分"],
    [1230000, "壹万贰仟叁佰元整"],
    [1000500, "壹万零伍元整"],
    [10000000, "壹拾万元整"],
    [10010000, "壹拾万零壹佰元整"],
    [50000000, "伍拾万元整"],
    [1001000000, "壹仟零壹万元整"],
    [10000000000, "壹亿元整"],
    [100000000500, "壹拾亿零伍元整"],
  ])("%i fen reads %s", (fen, words) => {
    expect(rmbInWords(fen)).toBe(words);
  });

  it("invoices print 圆, and a red-letter invoice's negative total reads （负数）…", () => {
    expect(rmbInWords(10600, "圆")).toBe("壹佰零陆圆整");
    expect(rmbInWords(-10600, "圆")).toBe("（负数）壹佰零陆圆整");
  });

  it("refuses what is not a whole number of fen", () => {
    expect(() => rmbInWords(1.5)).toThrow(RangeError);
    expect(() => rmbInWords(Number.NaN)).toThrow(RangeError);
  });

  it("capitals read back to fen: every amount above, 圆, 人民币 and 正 accepted, wrong text refused", () => {
    for (const fen of [0, 5, 50, 55, 100, 1000, 1050, 10005, 10600, 100400, 168032, 1230000, 1000500, 10010000, 1001000000, 100000000500])
      expect(parseRmbWords(rmbInWords(fen)), String(fen)).toBe(fen);
    expect(parseRmbWords("人民币壹万贰仟叁佰元整")).toBe(1230000);
    expect(parseRmbWords("拾万圆正")).toBe(10000000);
    expect(parseRmbWords("壹万贰仟")).toBeNull();
    expect(parseRmbWords("一万元")).toBeNull();
    expect(parseRmbWords("元整")).toBe(0);
  });
});
