import { beforeAll, describe, expect, it, vi } from "vitest";
import { APP_ID, alipay, makeKeys, merchant, NOW, type Seen, stranger, vendor } from "../pay/alipay-test-kit";
import { AlipayPayout } from "./alipay-payout";
import type { PayoutProvider } from "./payout";
import { SANDBOX_DELAY_MS, SANDBOX_REFUSED_CARD, SandboxPayout } from "./sandbox";

beforeAll(makeKeys);

// The vendor's documented reply formats of 单笔转账 (alipay.fund.trans.uni.transfer) and its query, as recorded.
const TRANSFER = {
  no: "TX20260102110506123456",
  amountFen: 256_000,
  cardNo: "6228480012345678903",
  holder: "张三",
  bankName: "中国农业银行",
  bankBranch: "北京朝阳支行",
};
const reply = (status: string, extra = "") =>
  `{"code":"10000","msg":"Success","order_id":"20260102110070000006310004914356","out_biz_no":"${TRANSFER.no}","pay_fund_order_id":"20260102110070001506310004921234","status":"${status}","trans_date":"2026-01-02 11:05:06"${extra}}`;

function payout(fetch: typeof globalThis.fetch): PayoutProvider {
  return new AlipayPayout({ appId: APP_ID, privateKeyPem: merchant.privatePem, alipayPublicKeyPem: alipay.publicPem, now: () => NOW, fetch });
}

describe("Alipay payout client (no network)", () => {
  it("alipay payout: an RSA2-signed transfer to the bank card; SUCCESS is paid with Alipay's order id", async () => {
    const { fetch, seen } = vendor(() => ({ raw: reply("SUCCESS") }));
    expect(await payout(fetch).transfer(TRANSFER, NOW)).toEqual({ state: "paid", reference: "20260102110070000006310004914356" });
    const [s] = seen as [Seen];
    expect(s.authorized).toBe(true);
    expect(s.params.method).toBe("alipay.fund.trans.uni.transfer");
    expect(s.biz).toEqual({
      out_biz_no: TRANSFER.no,
      trans_amount: "2560.00",
      product_code: "TRANS_BANKCARD_NO_PWD",
      biz_scene: "DIRECT_TRANSFER",
      order_title: "契合收益提现",
      payee_info: {
        identity: "6228480012345678903",
        identity_type: "BANKCARD_ACCOUNT",
        name: "张三",
        bankcard_ext_info: { account_type: "2", inst_name: "中国农业银行", inst_branch_name: "北京朝阳支行" },
      },
      remark: "契合收益提现",
    });
  });

  it("alipay payout: DEALING stays processing, FAIL and REFUND (退票) fail with a reason the user can act on", async () => {
    expect(await payout(vendor(() => ({ raw: reply("DEALING") })).fetch).transfer(TRANSFER, NOW)).toMatchObject({ state: "processing" });
    expect(await payout(vendor(() => ({ raw: reply("FAIL", ',"error_code":"PAYEE_CARD_INFO_ERROR"') })).fetch).transfer(TRANSFER, NOW)).toEqual({
      state: "failed",
      reason: "收款银行卡信息有误（卡号、户名或开户行不匹配），请核对实名认证中的银行卡后重新提现",
    });
    expect(await payout(vendor(() => ({ raw: reply("REFUND") })).fetch).transfer(TRANSFER, NOW)).toEqual({
      state: "failed",
      reason: "银行卡打款失败，款项已退回可提现余额",
    });
  });

  it("alipay payout: a business refusal (40004) is final; busy, unreachable or forged replies are never taken as failures", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = vendor(() => ({ raw: '{"code":"40004","msg":"Business Failed","sub_code":"PAYEE_NOT_EXIST","sub_msg":"收款账号不存在"}', signWith: null }));
    expect(await payout(refused.fetch).transfer(TRANSFER, NOW)).toEqual({ state: "failed", reason: "收款银行卡不存在，请核对卡号后重新提现" });
    const busy = vendor(() => ({ raw: '{"code":"20000","msg":"Service Currently Unavailable","sub_code":"isp.unknow-error"}', signWith: null }));
    expect(await payout(busy.fetch).transfer(TRANSFER, NOW)).toEqual({ state: "processing", reference: null });
    const forged = vendor(() => ({ raw: reply("SUCCESS"), signWith: stranger.privateKey }));
    expect(await payout(forged.fetch).transfer(TRANSFER, NOW)).toEqual({ state: "processing", reference: null });
    expect(await payout(() => Promise.reject(new Error("timeout"))).transfer(TRANSFER, NOW)).toEqual({ state: "processing", reference: null });
  });

  it("alipay payout query: by out_biz_no; SUCCESS paid, ORDER_NOT_EXIST means nothing was sent", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetch, seen } = vendor(() => ({ raw: reply("SUCCESS") }));
    expect(await payout(fetch).query(TRANSFER.no, null, NOW)).toMatchObject({ state: "paid" });
    expect((seen[0] as Seen).params.method).toBe("alipay.fund.trans.common.query");
    expect((seen[0] as Seen).biz).toEqual({ out_biz_no: TRANSFER.no, product_code: "TRANS_BANKCARD_NO_PWD", biz_scene: "DIRECT_TRANSFER" });
    const missing = vendor(() => ({ raw: '{"code":"40004","msg":"Business Failed","sub_code":"ORDER_NOT_EXIST","sub_msg":"转账订单不存在"}', signWith: null }));
    expect(await payout(missing.fetch).query(TRANSFER.no, null, NOW)).toMatchObject({ state: "failed" });
  });
});

describe("sandbox payout", () => {
  it("sandbox payout: processing until the simulated bank delay has passed, the refused test card fails", async () => {
    const sandbox = new SandboxPayout();
    expect(await sandbox.transfer(TRANSFER, NOW)).toEqual({ state: "processing", reference: `SANDBOX-${TRANSFER.no}`, dueAt: NOW + SANDBOX_DELAY_MS });
    expect(await sandbox.query(TRANSFER.no, NOW + SANDBOX_DELAY_MS, NOW)).toMatchObject({ state: "processing" });
    expect(await sandbox.query(TRANSFER.no, NOW + SANDBOX_DELAY_MS, NOW + SANDBOX_DELAY_MS)).toMatchObject({ state: "paid" });
    expect(await sandbox.transfer({ ...TRANSFER, cardNo: SANDBOX_REFUSED_CARD }, NOW)).toMatchObject({ state: "failed" });
  });
});
