import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REALNAME_STATUS, WITHDRAW_STATUS } from "#core/earnings";
import { certifications, realNameVerifications, withdrawals } from "#db/schema";
import { scheduled } from "#worker/scheduled";
import { solvedCaptcha } from "../../../tests/setup/captcha-fixture";
import { ADMIN, callerFor } from "../../../tests/setup/helpers";
import { SANDBOX_DELAY_MS, SANDBOX_REFUSED_CARD } from "../../providers/payout/sandbox";
import { lastCode } from "../auth/auth-test-kit";
import { balances } from "../ledger/ledger.service";
import { db, newUser, seedOrders } from "../orders/orders-test-kit";
import { openBankCard } from "./bank-card";
import { CARD, earner, fund, ID_NUMBER, phoneOf, SECRET, sale } from "./earnings-test-kit";
import { placeWithdrawal } from "./withdrawals.service";

beforeAll(seedOrders);

const admin = callerFor(ADMIN);
const tick = (at: number) => scheduled({} as ScheduledController, env, at);

async function withdrawCode(user: { id: number; roles: string[] }): Promise<string> {
  await callerFor(user).earnings.sendWithdrawCode({ captchaVerification: await solvedCaptcha() });
  return lastCode(await phoneOf(user));
}

describe("wallet as a view of the ledger", () => {
  it("wallet: available, pending with its date, withdrawing, withdrawn and lifetime are sums of ledger entries", async () => {
    const author = await earner();
    const pending = await sale(author, 10_000, false);
    await sale(author, 20_000, true);
    await fund(author, 30_000);
    const me = callerFor(author).earnings;
    let w = await me.wallet();
    expect(w).toMatchObject({ pendingFen: 7_000, availableFen: 44_000, withdrawingFen: 0, withdrawnFen: 0, lifetimeFen: 51_000 });
    expect(w.pending).toEqual([expect.objectContaining({ orderNo: pending.orderNo, amountFen: 7_000, availableAt: expect.any(Number) })]);
    expect(w.pending[0]?.availableAt).toBeGreaterThan(Date.now());

    await placeWithdrawal(db, author.id, 20_000, Date.now());
    w = await me.wallet();
    expect(w).toMatchObject({ pendingFen: 7_000, availableFen: 24_000, withdrawingFen: 20_000, withdrawnFen: 0, lifetimeFen: 51_000 });
    // The same figures straight from the entries: the wallet stores nothing of its own.
    const sums = await db.all<{ account: string; total: number }>(
      sql`SELECT account, sum(amount_fen) AS total FROM ledger_entries WHERE account LIKE ${`user:${author.id}:%`} GROUP BY account`,
    );
    expect(Object.fromEntries(sums.map((r) => [r.account.split(":")[2], r.total]))).toEqual({ pending: 7_000, available: 24_000, withdrawing: 20_000 });

    const orders = await me.orders({ current: 1, size: 10 });
    expect(orders.total).toBe(2);
    expect(orders.records.map((r) => [r.amountFen, r.sharePercent, r.state, r.incomeType])).toEqual([
      [14_000, 70, "available", "royalty"],
      [7_000, 70, "pending", "royalty"],
    ]);
    const activity = await me.activity({ current: 1, size: 10 });
    expect(activity.records).toEqual([expect.objectContaining({ amountFen: 30_000, reason: "优质范本激励" })]);
  });

  it("activity reward grant: the console grants with a reason, available at once, only for an existing user", async () => {
    const user = await newUser();
    await fund(user, 8_800, "春节征文活动一等奖");
    expect(await balances(db, user.id)).toMatchObject({ availableFen: 8_800 });
    const page = await callerFor(user).earnings.activity({ current: 1, size: 10 });
    expect(page.records[0]).toMatchObject({ amountFen: 8_800, reason: "春节征文活动一等奖" });
    await expect(admin.earningsAdmin.grantReward({ userId: 999_999, amountFen: 100, reason: "不存在的用户" })).rejects.toThrow("用户不存在");
    await expect(callerFor(user).earningsAdmin.grantReward({ userId: user.id, amountFen: 100, reason: "自己给自己" })).rejects.toThrow("没有权限执行此操作");
  });
});

describe("real-name verification", () => {
  it("real-name verification: Luhn card, GB 11643 ID, holder = real name and an SMS code; '1' → '3' with the reason → '1' → '2'; numbers masked", async () => {
    const user = await newUser();
    const me = callerFor(user).earnings;
    expect(await me.verificationStatus()).toEqual({ status: REALNAME_STATUS.DRAFT, statusText: "待提交", rejectReason: null });
    const form = {
      realName: "李四",
      idNumber: ID_NUMBER,
      cardHolder: "李四",
      bankCard: "6228 4800 1234 5678 903",
      bankName: "中国农业银行",
      bankBranch: "北京朝阳支行",
      code: "000000",
    };
    await expect(me.submitVerification({ ...form, bankCard: "6228480012345678904" })).rejects.toThrow("银行卡号不正确，请核对后重新输入");
    await expect(me.submitVerification({ ...form, idNumber: "110105194912310021" })).rejects.toThrow("身份证号不正确，请核对（含末位校验码）");
    await expect(me.submitVerification({ ...form, cardHolder: "王五" })).rejects.toThrow("持卡人须与真实姓名一致");
    await expect(me.submitVerification({ ...form, idNumber: "" })).rejects.toThrow("请输入身份证号");
    await expect(me.submitVerification(form)).rejects.toThrow("请先获取验证码");

    await me.sendVerifyCode({ captchaVerification: await solvedCaptcha() });
    const view = await me.submitVerification({ ...form, code: await lastCode(await phoneOf(user)) });
    expect(view).toMatchObject({ status: "1", realName: "李四", idNumberMasked: "110105********002X", bankCardMasked: "6228***********8903" });
    expect(JSON.stringify(await me.verification())).not.toContain("6228480012345678903");
    expect(JSON.stringify(await me.verification())).not.toContain(ID_NUMBER);
    const row = await db.query.realNameVerifications.findFirst({ where: eq(realNameVerifications.userId, user.id) });
    expect(row?.bankCardSealed).not.toContain("8903");
    expect(openBankCard(SECRET, row?.bankCardSealed ?? "")).toBe(CARD);

    const queue = await admin.earningsAdmin.verificationQueue();
    const item = queue.records.find((r) => r.userId === user.id);
    expect(item).toMatchObject({ bankCardMasked: "6228***********8903", idNumberMasked: "110105********002X" });
    expect(JSON.stringify(queue)).not.toContain(CARD);
    await expect(admin.earningsAdmin.reviewVerification({ id: item?.id ?? 0, approve: false })).rejects.toThrow("请填写驳回原因");
    await admin.earningsAdmin.reviewVerification({ id: item?.id ?? 0, approve: false, reason: "开户支行与卡号不符" });
    expect(await me.verificationStatus()).toEqual({ status: "3", statusText: "未通过", rejectReason: "开户支行与卡号不符" });
    await expect(admin.earningsAdmin.reviewVerification({ id: item?.id ?? 0, approve: true })).rejects.toThrow("该实名认证已处理");

    // Resubmitted after the rejection (a new code: each is used once), then approved.
    await db.run(sql`UPDATE sms_codes SET created_at = created_at - 120000 WHERE phone = ${await phoneOf(user)}`);
    await me.sendVerifyCode({ captchaVerification: await solvedCaptcha() });
    await me.submitVerification({ ...form, bankBranch: "北京建国门支行", code: await lastCode(await phoneOf(user)) });
    expect((await me.verificationStatus()).status).toBe("1");
    await admin.earningsAdmin.reviewVerification({ id: item?.id ?? 0, approve: true });
    expect(await me.verification()).toMatchObject({ status: "2", statusText: "已通过", bankBranch: "北京建国门支行", rejectReason: null });
  });

  it("real-name verification: a certified lawyer reuses the certification's name and ID number", async () => {
    const lawyer = await newUser();
    await db.insert(certifications).values({
      userId: lawyer.id,
      realName: "赵律师",
      idNumberMasked: "110105********002X",
      idNumberHash: "cert-hash-of-the-lawyer",
      firm: "北京市某律师事务所",
      licenseNo: "11101201010000001",
      cityCode: "110100",
      practiceSince: 2010,
      licensePhotoKey: "k1",
      idPhotoKey: "k2",
      status: "2",
      submittedAt: 1,
      reviewedAt: 2,
    });
    const me = callerFor(lawyer).earnings;
    expect((await me.verification()).certified).toEqual({ realName: "赵律师", idNumberMasked: "110105********002X" });
    const form = { realName: "赵律师", idNumber: "", cardHolder: "赵律师", bankCard: CARD, bankName: "招商银行", bankBranch: "北京分行", code: "000000" };
    await expect(me.submitVerification({ ...form, realName: "赵某", cardHolder: "赵某" })).rejects.toThrow("真实姓名须与律师认证的姓名（赵律师）一致");
    await me.sendVerifyCode({ captchaVerification: await solvedCaptcha() });
    const view = await me.submitVerification({ ...form, code: await lastCode(await phoneOf(lawyer)) });
    expect(view).toMatchObject({ status: "1", realName: "赵律师", idNumberMasked: "110105********002X", fromCertification: true });
  });
});

describe("withdrawals", () => {
  it("withdrawal precondition: says plainly what is missing (verification, minimum)", async () => {
    const nobody = await newUser();
    expect(await callerFor(nobody).earnings.precondition()).toMatchObject({
      ok: false,
      missing: ["请先完成实名认证并绑定本人银行卡", "可提现余额 ¥0.00，满 ¥100.00 才能提现"],
    });
    const reviewing = await earner({ status: REALNAME_STATUS.REVIEWING });
    await fund(reviewing, 50_000);
    expect((await callerFor(reviewing).earnings.precondition()).missing).toEqual(["实名认证正在审核中，审核通过后即可提现"]);
    const ready = await earner();
    await fund(ready, 10_000);
    expect(await callerFor(ready).earnings.precondition()).toMatchObject({
      ok: true,
      missing: [],
      availableFen: 10_000,
      bankCardMasked: "6228***********8903",
    });
    expect(await callerFor(ready).earnings.withdrawSetting()).toEqual({ minFen: 10_000, dailyLimitFen: 5_000_000, feeFen: 0, channel: "BANK_CARD" });
  });

  it("withdrawal race: 50 concurrent requests for the whole balance yield exactly one, and the balance never goes negative", async () => {
    const user = await earner();
    await fund(user, 123_456);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => placeWithdrawal(db, user.id, 123_456, Date.now())));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(String(r.reason)).toMatch(/可提现余额不足|提现申请未完成/);
    expect(await balances(db, user.id)).toMatchObject({ availableFen: 0, withdrawingFen: 123_456 });
    expect(await db.$count(withdrawals, eq(withdrawals.userId, user.id))).toBe(1);

    // Partial amounts in parallel: as many as the balance covers, never more.
    const other = await earner();
    await fund(other, 50_000);
    const partial = await Promise.allSettled(Array.from({ length: 20 }, () => placeWithdrawal(db, other.id, 10_000, Date.now())));
    expect(partial.filter((r) => r.status === "fulfilled").length).toBeLessThanOrEqual(5);
    const after = await balances(db, other.id);
    expect(after.availableFen).toBeGreaterThanOrEqual(0);
    expect(after.availableFen + after.withdrawingFen).toBe(50_000);
    const unbalanced = await db.all(sql`SELECT posting_id FROM ledger_entries GROUP BY posting_id HAVING sum(amount_fen) != 0`);
    expect(unbalanced).toEqual([]);
  });

  it("withdrawal: the request takes an SMS code, shows and stores the withholding, a second in the month withholds only the difference", async () => {
    const author = await earner();
    await sale(author, 600_000, true);
    const me = callerFor(author).earnings;
    // 4,200 元 of royalties: 4,200 − 20 % = 3,360 taxable, 672 元 withheld.
    const preview = await me.preview({ amount: "3000" });
    expect(preview).toMatchObject({ amountFen: 300_000, taxFen: 44_000, feeFen: 0, netFen: 256_000, service: null });
    expect(preview.royalty).toMatchObject({ incomeFen: 300_000, deductionFen: 80_000, taxableFen: 220_000, rate: "20%", taxFen: 44_000 });
    await expect(me.withdraw({ amount: "3000", code: "123456" })).rejects.toThrow("请先获取验证码");
    await expect(me.withdraw({ amount: "99.99", code: "123456" })).rejects.toThrow("单次提现金额不能低于 ¥100.00");
    const first = await me.withdraw({ amount: "3000", code: await withdrawCode(author) });
    expect(first).toMatchObject({
      status: WITHDRAW_STATUS.PENDING,
      statusText: "待审核",
      auditStatus: 0,
      taxFen: 44_000,
      netFen: 256_000,
      channel: "BANK_CARD",
    });

    await db.run(sql`UPDATE sms_codes SET created_at = created_at - 120000 WHERE phone = ${await phoneOf(author)}`);
    // The month's royalties are now 4,200 元: 672 元 in all, 440 already withheld.
    const second = await me.withdraw({ amount: "1200", code: await withdrawCode(author) });
    expect(second).toMatchObject({ amountFen: 120_000, taxFen: 23_200, netFen: 96_800 });
    expect(first.taxFen + second.taxFen).toBe(67_200);

    const list = await me.withdrawals({ current: 1, size: 10 });
    expect(list.records.map((r) => r.amountFen)).toEqual([120_000, 300_000]);
    const related = await me.relatedOrders({ id: first.id });
    expect(related).toEqual([expect.objectContaining({ orderTypeText: "合同范本", incomeType: "royalty", amountFen: 300_000 })]);
  });

  it("withholding: a withdrawal returned after a later one of the month counted it, the next withholds the month's exact total", async () => {
    const user = await earner();
    await fund(user, 600_000);
    // 劳务报酬 (rewards): 3,000 元 withholds 440 元, then 2,000 元 withholds 800 − 440 = 360 元.
    const first = await placeWithdrawal(db, user.id, 300_000, Date.now());
    const second = await placeWithdrawal(db, user.id, 200_000, Date.now());
    expect([first.taxFen, second.taxFen]).toEqual([44_000, 36_000]);
    await admin.earningsAdmin.rejectWithdrawal({ id: first.id, reason: "开户行信息有误" });
    // The month now pays 2,000 + 1,000 元 = 3,000 元, due 440 元; 360 were withheld, so 80 more.
    const preview = await callerFor(user).earnings.preview({ amount: "1000" });
    expect(preview).toMatchObject({ taxFen: 8_000, adjustmentFen: -12_000, service: { taxFen: 20_000 } });
    const third = await placeWithdrawal(db, user.id, 100_000, Date.now());
    expect(second.taxFen + third.taxFen).toBe(44_000);
  });

  it("sandbox payout: approved, paid on the first cron tick after the simulated bank delay; the wallet shows it withdrawn and the yearly tax statement lists it", async () => {
    const user = await earner();
    await fund(user, 50_000);
    const w = await placeWithdrawal(db, user.id, 50_000, Date.now());
    const approved = await admin.earningsAdmin.approveWithdrawal({ id: w.id });
    expect(approved).toMatchObject({ status: WITHDRAW_STATUS.PAYING, statusText: "打款中", auditStatus: 1 });
    await tick(Date.now());
    expect((await db.query.withdrawals.findFirst({ where: eq(withdrawals.id, w.id) }))?.status).toBe(WITHDRAW_STATUS.PAYING);
    await tick(Date.now() + SANDBOX_DELAY_MS + 1_000);
    const paid = (await callerFor(user).earnings.withdrawals({ current: 1, size: 10 })).records[0];
    expect(paid).toMatchObject({ id: w.id, status: WITHDRAW_STATUS.WITHDRAWN, statusText: "已提现" });
    expect(await callerFor(user).earnings.wallet()).toMatchObject({ availableFen: 0, withdrawingFen: 0, withdrawnFen: 50_000, lifetimeFen: 50_000 });
    // A second tick or a second approval changes nothing.
    await tick(Date.now() + SANDBOX_DELAY_MS + 2_000);
    await expect(admin.earningsAdmin.approveWithdrawal({ id: w.id })).rejects.toThrow("该提现申请已被处理");
    expect(await balances(db, user.id)).toMatchObject({ withdrawnFen: 50_000, availableFen: 0 });
    const log = await admin.earningsAdmin.payoutLog({ id: w.id });
    expect(log.map((e) => e.event)).toEqual(["submitted", "paid"]);
    // The yearly statement counts what was paid out, by month.
    const year = Number(new Intl.DateTimeFormat("en", { timeZone: "Asia/Shanghai", year: "numeric" }).format(Date.now()));
    const statement = await callerFor(user).earnings.taxStatement({ year });
    expect(statement.total).toEqual({ royaltyFen: 0, serviceFen: 50_000, taxFen: 0, feeFen: 0, netFen: 50_000, count: 1 });
    expect((await callerFor(user).earnings.taxStatement({ year: year - 1 })).months).toEqual([]);
  });

  it("payout failure returns funds: a card the bank refuses ends 打款失败 with the reason and the money back in available", async () => {
    const user = await earner({ card: SANDBOX_REFUSED_CARD });
    await fund(user, 20_000);
    const w = await placeWithdrawal(db, user.id, 20_000, Date.now());
    const failed = await admin.earningsAdmin.approveWithdrawal({ id: w.id });
    expect(failed).toMatchObject({ status: WITHDRAW_STATUS.FAILED, statusText: "打款失败", reason: expect.stringContaining("该银行卡状态异常") });
    expect(await balances(db, user.id)).toMatchObject({ availableFen: 20_000, withdrawingFen: 0, withdrawnFen: 0 });
    await tick(Date.now() + SANDBOX_DELAY_MS + 1_000);
    expect(await balances(db, user.id)).toMatchObject({ availableFen: 20_000, withdrawnFen: 0 });
  });

  it("console rejects a withdrawal: the money returns to available with the reason; the decision happens once", async () => {
    const user = await earner();
    await fund(user, 30_000);
    const w = await placeWithdrawal(db, user.id, 30_000, Date.now());
    await expect(admin.earningsAdmin.rejectWithdrawal({ id: w.id, reason: " " })).rejects.toThrow("请填写驳回原因");
    const results = await Promise.allSettled([
      admin.earningsAdmin.rejectWithdrawal({ id: w.id, reason: "银行卡开户名与实名不一致" }),
      admin.earningsAdmin.rejectWithdrawal({ id: w.id, reason: "重复点击" }),
      admin.earningsAdmin.approveWithdrawal({ id: w.id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const b = await balances(db, user.id);
    expect(b.availableFen + b.withdrawingFen + b.withdrawnFen).toBe(30_000);
    expect(b.availableFen).toBeGreaterThanOrEqual(0);
  });

  it("manual payout: approved for an offline transfer, the console records the bank reference and it is withdrawn", async () => {
    const user = await earner();
    await fund(user, 40_000);
    const w = await placeWithdrawal(db, user.id, 40_000, Date.now());
    await expect(admin.earningsAdmin.recordManualTransfer({ id: w.id, reference: "B20260101" })).rejects.toThrow(
      "只有已通过审核、选择线下转账的提现才能登记转账",
    );
    expect(await admin.earningsAdmin.approveWithdrawal({ id: w.id, provider: "manual" })).toMatchObject({ status: WITHDRAW_STATUS.PAYING });
    await tick(Date.now() + SANDBOX_DELAY_MS + 1_000);
    expect(await balances(db, user.id)).toMatchObject({ withdrawingFen: 40_000 });
    const done = await admin.earningsAdmin.recordManualTransfer({ id: w.id, reference: "CMB202601019876" });
    expect(done).toMatchObject({ status: WITHDRAW_STATUS.WITHDRAWN });
    expect(await balances(db, user.id)).toMatchObject({ withdrawingFen: 0, withdrawnFen: 40_000 });
    await expect(admin.earningsAdmin.recordManualTransfer({ id: w.id, reference: "again" })).rejects.toThrow();
    expect((await admin.earningsAdmin.payoutLog({ id: w.id })).map((e) => [e.event, e.detail])).toContainEqual(["manual", "CMB202601019876"]);
  });
});
