import { yuanText } from "#core/money";
import { AlipayGateway, type GatewayOptions, type Reply } from "../pay/alipay-gateway";
import { type Json, str } from "../pay/alipay-wire";
import type { PayoutInput, PayoutProvider, PayoutResult } from "./payout";

// 单笔转账到银行卡 (alipay.fund.trans.uni.transfer, product TRANS_BANKCARD_NO_PWD) and its query
// (alipay.fund.trans.common.query), through the same signed gateway call as the payment client:
// https://opendocs.alipay.com/open/62987723_alipay.fund.trans.uni.transfer
// A transfer to a bank card is usually DEALING first; SUCCESS, FAIL and REFUND (退票) are final.

const PRODUCT = { product_code: "TRANS_BANKCARD_NO_PWD", biz_scene: "DIRECT_TRANSFER" } as const;
const UNREACHABLE = "支付宝打款请求未完成";

/** Refusals that mean the money will never arrive, in words the user can act on. */
const FINAL: Record<string, string> = {
  PAYEE_CARD_INFO_ERROR: "收款银行卡信息有误（卡号、户名或开户行不匹配），请核对实名认证中的银行卡后重新提现",
  PAYEE_ACCOUNT_STATUS_ERROR: "收款银行卡状态异常，请更换银行卡后重新提现",
  PAYEE_NOT_EXIST: "收款银行卡不存在，请核对卡号后重新提现",
  PAYEE_USERINFO_STATUS_ERROR: "收款人信息有误，请核对实名认证信息后重新提现",
  CARD_BIN_ERROR: "暂不支持向该银行卡打款，请更换银行卡后重新提现",
  EXCEED_LIMIT_SM_AMOUNT: "单笔金额超出银行卡收款限额，请分次提现",
};
const GENERIC_FAILURE = "银行卡打款失败，款项已退回可提现余额";

/** Business refusals (40004) are final; anything else (20000 系统繁忙, unreadable) may still have moved money. */
function refusal(reply: Extract<Reply, { ok: false }>): PayoutResult {
  if (reply.code !== "40004") return { state: "processing", reference: null };
  return { state: "failed", reason: (reply.subCode && FINAL[reply.subCode]) || GENERIC_FAILURE };
}

function outcome(data: Json, no: string): PayoutResult {
  const reference = str(data.order_id) ?? str(data.pay_fund_order_id) ?? no;
  switch (data.status) {
    case "SUCCESS":
      return { state: "paid", reference };
    case "FAIL":
    case "REFUND":
      return { state: "failed", reason: (str(data.error_code) && FINAL[str(data.error_code) ?? ""]) || GENERIC_FAILURE };
    default:
      return { state: "processing", reference };
  }
}

export class AlipayPayout implements PayoutProvider {
  readonly name = "alipay";
  readonly #gateway: AlipayGateway;

  constructor(options: GatewayOptions) {
    this.#gateway = new AlipayGateway(options, (message) => new Error(message));
  }

  async transfer(input: PayoutInput): Promise<PayoutResult> {
    let reply: Reply;
    try {
      reply = await this.#gateway.call(
        "alipay.fund.trans.uni.transfer",
        {
          out_biz_no: input.no,
          trans_amount: yuanText(input.amountFen),
          ...PRODUCT,
          order_title: "契合收益提现",
          payee_info: {
            identity: input.cardNo,
            identity_type: "BANKCARD_ACCOUNT",
            name: input.holder,
            bankcard_ext_info: { account_type: "2", inst_name: input.bankName, inst_branch_name: input.bankBranch },
          },
          remark: "契合收益提现",
        },
        UNREACHABLE,
      );
    } catch {
      // Unknown outcome (timeout, unverifiable reply): the cron asks by out_biz_no; money is never returned on a guess.
      return { state: "processing", reference: null };
    }
    if (!reply.ok) return refusal(reply);
    if (reply.data.out_biz_no !== input.no) return { state: "processing", reference: null };
    return outcome(reply.data, input.no);
  }

  async query(no: string): Promise<PayoutResult> {
    let reply: Reply;
    try {
      reply = await this.#gateway.call("alipay.fund.trans.common.query", { out_biz_no: no, ...PRODUCT }, UNREACHABLE);
    } catch {
      return { state: "processing", reference: null };
    }
    if (!reply.ok) {
      // Alipay never accepted the transfer: nothing left, so the money goes back.
      if (reply.subCode === "ORDER_NOT_EXIST") return { state: "failed", reason: "支付宝未受理本次打款，款项已退回可提现余额" };
      return { state: "processing", reference: null };
    }
    if (reply.data.out_biz_no !== no) return { state: "processing", reference: null };
    return outcome(reply.data, no);
  }
}
