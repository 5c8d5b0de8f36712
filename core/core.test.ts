import { describe, expect, it } from "vitest";
import { formatDateTime, formatDuration } from "./dates";
import { membershipView } from "./membership";
import { formatFen, formatYuan } from "./money";
import { isActivePath } from "./navigation";
import { isPhone, maskPhone } from "./phone";
import { shortCityName } from "./regions";
import { settleInSchema } from "./settle-in";

describe("phone rules", () => {
  it("accepts mainland mobiles and Taiwan-style numbers only", () => {
    for (const ok of ["13800000001", "19912345678", "0912345678"]) expect(isPhone(ok), ok).toBe(true);
    for (const bad of ["12800000001", "1380000000", "138000000011", "0812345678", "abc", ""]) expect(isPhone(bad), bad).toBe(false);
  });
  it("masks as 138****5678", () => expect(maskPhone("13812345678")).toBe("138****5678"));
});

describe("money in fen", () => {
  it("formats with two decimals and thousands separators", () => {
    expect(formatFen(0)).toBe("0.00");
    expect(formatFen(5)).toBe("0.05");
    expect(formatFen(123456789)).toBe("1,234,567.89");
    expect(formatYuan(-12345)).toBe("-¥123.45");
  });
  it("refuses floats", () => expect(() => formatFen(1.5)).toThrow("整数分"));
});

describe("dates in Asia/Shanghai", () => {
  it("shows UTC instants in Beijing time", () => {
    expect(formatDateTime(Date.UTC(2026, 0, 31, 16, 5, 9))).toBe("2026-02-01 00:05:09");
    expect(formatDateTime(Date.UTC(2026, 0, 31, 16, 5, 9), "YYYY-MM-DD")).toBe("2026-02-01");
  });
  it("shows durations as minutes and seconds", () => expect(formatDuration(125)).toBe("2分05秒"));
});

describe("navigation", () => {
  it("highlights the section of the current path", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/clause")).toBe(false);
    expect(isActivePath("/brand", "/brand/search")).toBe(true);
    expect(isActivePath("/brand", "/brandx")).toBe(false);
  });
  it("shortens city names for display", () => {
    expect(shortCityName("杭州市")).toBe("杭州");
    expect(shortCityName("香港特别行政区")).toBe("香港");
    expect(shortCityName("恩施土家族苗族自治州")).toBe("恩施土家族苗族自治州");
  });
});

describe("settle-in schema", () => {
  it("coerces form strings and trims", () => {
    const parsed = settleInSchema.parse({ name: " 王芳 ", phone: "13912345678", firm: "上海某律师事务所", regionCode: "310101", practiceYears: "5" });
    expect(parsed).toMatchObject({ name: "王芳", practiceYears: 5, message: "" });
  });
});

describe("membership display", () => {
  const active = (days: number) => ({ memberStatus: 2 as const, approachingDays: days, expirationDays: 0, currentEndTime: "2027-06-30 23:59:59" });
  const expired = (days: number) => ({ memberStatus: 1 as const, approachingDays: 0, expirationDays: days, currentEndTime: "2026-01-01 00:00:00" });
  it("shows the end date and a renew prompt within 7 days", () => {
    expect(membershipView(active(30), "main")).toEqual({ isMember: true, text: "会员有效期至 2027-06-30", renewDays: null, showBuy: false });
    expect(membershipView(active(7), "main").renewDays).toBe(7);
    expect(membershipView(active(8), "main").renewDays).toBeNull();
  });
  it("shows days expired within 7 days in the main layout and 365 in personal layouts", () => {
    expect(membershipView(expired(7), "main").text).toBe("会员已过期 7 天");
    expect(membershipView(expired(8), "main").text).toBe("会员已过期");
    expect(membershipView(expired(365), "personal").text).toBe("会员已过期 365 天");
    expect(membershipView(expired(366), "personal").text).toBe("会员已过期");
    expect(membershipView(expired(3), "main").showBuy).toBe(true);
  });
  it("treats no member info as not a member", () =>
    expect(membershipView(null, "main")).toMatchObject({ isMember: false, text: "您还不是会员", showBuy: true }));
});
