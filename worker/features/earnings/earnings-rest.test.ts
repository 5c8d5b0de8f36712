import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { taxMonthOf } from "#core/earnings";
import { solvedCaptcha } from "../../../tests/setup/captcha-fixture";
import { ADMIN, bearer, callerFor, JSON_HEADERS, request } from "../../../tests/setup/helpers";
import { lastCode } from "../auth/auth-test-kit";
import { balances } from "../ledger/ledger.service";
import { db, seedOrders } from "../orders/orders-test-kit";
import { earner, fund, ID_NUMBER, phoneOf, sale } from "./earnings-test-kit";
import { monthRange } from "./finance.service";
import { placeWithdrawal } from "./withdrawals.service";

// The console and API side of 我的收益: the REST calculator and rows, IDOR, the monthly finance export.
beforeAll(seedOrders);

const admin = callerFor(ADMIN);

describe("withholding calculator (REST)", () => {
  it("withholding calculator: answers the figures in fen in the envelope, bad input with code -1 in Chinese", async () => {
    const res = await request("/admin/common/withholdingCalculator?type=service&amount=2000&earlier=3000");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      code: 0,
      msg: "success",
      data: { incomeFen: 200_000, deductionFen: 20_000, taxableFen: 180_000, rate: "20%", quickDeductionFen: 0, taxFen: 36_000, netFen: 164_000 },
    });
    const royalty = await (await request("/admin/common/withholdingCalculator?type=royalty&amount=10000")).json();
    expect(royalty).toMatchObject({ code: 0, data: { deductionFen: 200_000, taxFen: 160_000, netFen: 840_000 } });
    for (const [query, msg] of [
      ["type=wage&amount=1", "所得类型（type）只能为 royalty（特许权使用费）或 service（劳务报酬）"],
      ["type=royalty", "请输入收入金额"],
      ["type=royalty&amount=abc", "收入金额只能填写数字，如 150000 或 1500.50"],
      ["type=service&amount=100&earlier=-1", "本月已支付金额不能为负数"],
    ]) {
      expect(await (await request(`/admin/common/withholdingCalculator?${query}`)).json(), query).toEqual({ code: -1, msg, data: null });
    }
  });
});

describe("finance export", () => {
  it("monthly finance export: each earner's row and the totals add up to the ledger", async () => {
    const user = await earner();
    await sale(user, 20_000, true);
    await fund(user, 30_000);
    const w = await placeWithdrawal(db, user.id, 20_000, Date.now());
    await admin.earningsAdmin.approveWithdrawal({ id: w.id, provider: "manual" });
    await admin.earningsAdmin.recordManualTransfer({ id: w.id, reference: "ICBC-0001" });
    const month = taxMonthOf(Date.now());
    const report = await admin.earningsAdmin.financeMonth({ month });
    const row = report.rows.find((r) => r.userId === user.id);
    expect(row).toMatchObject({ earnedFen: 14_000, reversedFen: 0, rewardFen: 30_000, withdrawnFen: 20_000 });
    expect((row?.taxFen ?? 0) + (row?.feeFen ?? 0) + (row?.netFen ?? 0)).toBe(20_000);

    // The same month straight from the entries: credits come out of platform clearing, payouts land in withdrawn.
    const [from, to] = monthRange(month);
    const [ledger] = await db.all<{ credited: number; withdrawn: number }>(sql`
      SELECT -coalesce(sum(CASE WHEN e.account = 'platform:clearing' AND p.kind IN ('earning', 'reversal', 'reward') THEN e.amount_fen END), 0) AS credited,
        coalesce(sum(CASE WHEN e.account LIKE 'user:%:withdrawn' THEN e.amount_fen END), 0) AS withdrawn
      FROM ledger_entries e JOIN ledger_postings p ON p.id = e.posting_id WHERE p.created_at >= ${from} AND p.created_at < ${to}`);
    expect(report.total.earnedFen + report.total.reversedFen + report.total.rewardFen).toBe(ledger?.credited);
    expect(report.total.withdrawnFen).toBe(ledger?.withdrawn);
    expect(report.total.taxFen + report.total.feeFen + report.total.netFen).toBe(report.total.withdrawnFen);
    await expect(callerFor(user).earningsAdmin.financeMonth({ month })).rejects.toThrow("没有权限执行此操作");
    await expect(admin.earningsAdmin.financeMonth({ month: "2026-13" })).rejects.toThrow("月份格式应为 YYYY-MM");
  });
});

describe("IDOR and the REST rows", () => {
  it("IDOR: another user's withdrawal reads as absent; every list is the caller's own", async () => {
    const owner = await earner();
    await fund(owner, 10_000);
    const w = await placeWithdrawal(db, owner.id, 10_000, Date.now());
    const stranger = await earner();
    await expect(callerFor(stranger).earnings.relatedOrders({ id: w.id })).rejects.toThrow("提现记录不存在");
    expect((await callerFor(stranger).earnings.withdrawals({ current: 1, size: 50 })).records).toEqual([]);
    expect((await callerFor(stranger).earnings.activity({ current: 1, size: 50 })).records).toEqual([]);
    expect(await callerFor(stranger).earnings.wallet()).toMatchObject({ availableFen: 0, lifetimeFen: 0 });
    const res = await request(`/admin/user_withdraw_req/related_order/${w.id}`, { headers: await bearer(stranger) });
    expect(await res.json()).toEqual({ code: -1, msg: "提现记录不存在", data: null });
    for (const call of [
      () => callerFor(owner).earningsAdmin.withdrawals({ current: 1, size: 10 }),
      () => callerFor(owner).earningsAdmin.approveWithdrawal({ id: w.id }),
      () => callerFor(owner).earningsAdmin.verificationQueue(),
    ]) {
      await expect(call()).rejects.toThrow("没有权限执行此操作");
    }
  });

  it("REST rows: each answers the envelope with a session and HTTP 424 without one", async () => {
    const user = await earner();
    await fund(user, 25_000);
    const w = await placeWithdrawal(db, user.id, 10_000, Date.now());
    const auth = await bearer(user);
    const rows: [string, string, unknown?][] = [
      ["GET", "/admin/user_wallet"],
      ["GET", "/admin/user_earning_order/page?current=1&size=10"],
      ["GET", "/admin/user_activity_earning/page?current=1&size=10"],
      ["GET", "/admin/user_withdraw_req/page?current=1&size=10"],
      ["GET", "/admin/user_withdraw_req/withdraw_setting"],
      ["GET", "/admin/user_withdraw_req/precondition"],
      ["GET", `/admin/user_withdraw_req/related_order/${w.id}`],
      ["GET", "/admin/authentication"],
      ["GET", "/admin/authentication/status"],
    ];
    for (const [method, path] of rows) {
      const ok = await request(path, { method, headers: auth });
      expect(ok.status, path).toBe(200);
      expect(await ok.json(), path).toMatchObject({ code: 0, msg: "success" });
      const expired = await request(path, { method, headers: { authorization: "Bearer expired.token.here" } });
      expect(expired.status, path).toBe(424);
      expect(await expired.json(), path).toMatchObject({ code: -1, data: null });
    }
    const wallet = await (await request("/admin/user_wallet", { headers: auth })).json();
    expect(wallet).toMatchObject({ data: { availableFen: 15_000, withdrawingFen: 10_000 } });
    const page = await (await request("/admin/user_withdraw_req/page?current=1&size=10", { headers: auth })).json();
    expect(page).toMatchObject({ data: { total: 1, records: [{ no: w.no, status: 0 }] } });

    // The posting rows: refusals in the envelope, 424 without a session.
    const posts: [string, unknown, string][] = [
      ["/admin/user_withdraw_req", { amount: 100, code: "123456" }, "请先获取验证码"],
      ["/admin/user_withdraw_req/send_withdraw_code", {}, "请先完成安全验证"],
      [
        "/admin/authentication_audit",
        { realName: "张三", idNumber: ID_NUMBER, bankCard: "123", bankName: "中国银行", bankBranch: "北京分行", code: "123456" },
        "银行卡号不正确，请核对后重新输入",
      ],
      ["/admin/authentication_audit/send_verify_code", {}, "请先完成安全验证"],
    ];
    for (const [path, body, msg] of posts) {
      const res = await request(path, { method: "POST", headers: { ...auth, ...JSON_HEADERS, origin: "http://localhost" }, body: JSON.stringify(body) });
      expect(await res.json(), path).toEqual({ code: -1, msg, data: null });
      const expired = await request(path, {
        method: "POST",
        headers: { authorization: "Bearer expired.token.here", ...JSON_HEADERS },
        body: JSON.stringify(body),
      });
      expect(expired.status, path).toBe(424);
    }
    const sent = await request("/admin/user_withdraw_req/send_withdraw_code", {
      method: "POST",
      headers: { ...auth, ...JSON_HEADERS },
      body: JSON.stringify({ captchaVerification: await solvedCaptcha() }),
    });
    expect(await sent.json()).toMatchObject({ code: 0, data: { resendAfter: 60 } });
    const created = await request("/admin/user_withdraw_req", {
      method: "POST",
      headers: { ...auth, ...JSON_HEADERS },
      body: JSON.stringify({ amount: 100, code: await lastCode(await phoneOf(user)) }),
    });
    expect(await created.json()).toMatchObject({ code: 0, data: { amountFen: 10_000, status: 0, channel: "BANK_CARD" } });
    expect(await balances(db, user.id)).toMatchObject({ availableFen: 5_000, withdrawingFen: 20_000 });
  });
});
