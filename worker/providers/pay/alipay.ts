import { formatDateTime, parseDateTime } from "#core/dates";
import { yuanText } from "#core/money";
import { AlipayGateway, type GatewayOptions } from "./alipay-gateway";
import { parseAlipayNotice } from "./alipay-notice";
import { str, yuan } from "./alipay-wire";
import { type Notice, PayError, type PayProvider, type PrepayInput, type PrepayResult, type QueryResult, type RefundInput, type RefundResult } from "./pay";

export { noticeSigningString, rawMember, requestSigningString } from "./alipay-wire";

// Alipay open platform, 当面付 (alipay.trade.precreate: the payer scans qr_code), public-key mode, RSA2.
// The signed gateway call is alipay-gateway.ts (shared with the payout client), the signing strings and the
// raw signed reply member are in alipay-wire.ts, notifications in alipay-notice.ts.

const PREPAY_FAILURE = "支付宝下单失败，请稍后再试";
const QUERY_FAILURE = "支付宝查询失败，请稍后再试";
const REFUND_FAILURE = "支付宝退款失败，请稍后再试";

/** sub_codes a user (or the order flow) can act on; the rest (signing, product not signed up, parameters) is the operator's. */
const FAILURES: Record<string, string> = {
  "ACQ.TRADE_HAS_SUCCESS": "该订单已支付，请勿重复付款",
  "ACQ.TRADE_HAS_CLOSE": "订单已关闭，请重新下单",
  "ACQ.TOTAL_FEE_EXCEED": "订单金额超出支付宝限额",
  "ACQ.SELLER_BALANCE_NOT_ENOUGH": "商户账户余额不足，退款暂时无法完成，请稍后再试",
  "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL": "退款金额超过可退金额",
  "ACQ.TRADE_NOT_ALLOW_REFUND": "该交易不允许退款",
  "ACQ.TRADE_HAS_FINISHED": "订单已超过可退款期限",
  "ACQ.REASON_TRADE_BEEN_FREEZEN": "该交易已被冻结，暂时无法退款",
};

export interface AlipayOptions extends GatewayOptions {
  /** The merchant's 支付宝账号 PID (2088…): a notification for another seller is refused. */
  sellerId: string;
}

export class Alipay implements PayProvider {
  readonly name = "alipay";
  // Private fields keep the keys out of logs that print the provider object.
  readonly #options: AlipayOptions;
  readonly #gateway: AlipayGateway;

  constructor(options: AlipayOptions) {
    this.#options = options;
    this.#gateway = new AlipayGateway(options, (message) => new PayError(message));
  }

  #refusal(reply: { code: string; subCode: string | null }, failure: string): PayError {
    return new PayError((reply.subCode && FAILURES[reply.subCode]) || failure, reply.subCode ?? reply.code);
  }

  async prepay(input: PrepayInput): Promise<PrepayResult> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) throw new PayError("支付金额不正确");
    const reply = await this.#gateway.call(
      "alipay.trade.precreate",
      {
        out_trade_no: input.orderNo,
        total_amount: yuanText(input.amountFen),
        // Alipay refuses / = & in the subject.
        subject: [...input.subject.replace(/[/=&]/g, " ")].slice(0, 256).join(""),
        product_code: "FACE_TO_FACE_PAYMENT",
        // Absolute, so the trade closes when our order does (timeout_express would count from creation).
        time_expire: formatDateTime(input.expiresAt),
      },
      PREPAY_FAILURE,
      { notify_url: input.notifyUrl },
    );
    if (!reply.ok) throw this.#refusal(reply, PREPAY_FAILURE);
    const qrCode = str(reply.data.qr_code);
    if (!qrCode || reply.data.out_trade_no !== input.orderNo) {
      console.error("Alipay precreate answered without qr_code or for another order", { orderNo: input.orderNo });
      throw new PayError(PREPAY_FAILURE);
    }
    return { codeUrl: qrCode };
  }

  async query(orderNo: string): Promise<QueryResult> {
    const reply = await this.#gateway.call("alipay.trade.query", { out_trade_no: orderNo }, QUERY_FAILURE);
    if (!reply.ok) {
      // Never scanned: a precreated trade exists at Alipay only once the payer has scanned it.
      if (reply.subCode === "ACQ.TRADE_NOT_EXIST") return { paid: false };
      throw this.#refusal(reply, QUERY_FAILURE);
    }
    const { data } = reply;
    if (data.out_trade_no !== orderNo) {
      console.error("Alipay query answered for another order", { asked: orderNo, got: data.out_trade_no });
      throw new PayError(QUERY_FAILURE);
    }
    // WAIT_BUYER_PAY and TRADE_CLOSED (unpaid and closed, or fully refunded) are not payments.
    if (data.trade_status !== "TRADE_SUCCESS" && data.trade_status !== "TRADE_FINISHED") return { paid: false };
    const transactionId = str(data.trade_no);
    const amountFen = yuan(data.total_amount);
    if (!transactionId || amountFen === null) {
      console.error("Alipay query: a paid trade without trade_no/total_amount", { orderNo });
      throw new PayError(QUERY_FAILURE);
    }
    const paidAt = parseDateTime(str(data.send_pay_date) ?? "") ?? this.#gateway.now();
    return { paid: true, transactionId, amountFen, paidAt };
  }

  /**
   * Alipay refunds synchronously. fund_change "Y" means this call moved the money. "N" is also the
   * answer to a repeated out_request_no whose refund already went through, so ask
   * alipay.trade.fastpay.refund.query before calling it PROCESSING. Alipay has no refund id of its
   * own (a refund is trade_no + out_request_no): refundId is the trade_no, as in refund notifications.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0 || input.amountFen > input.totalFen) throw new PayError("退款金额不正确");
    const reply = await this.#gateway.call(
      "alipay.trade.refund",
      {
        out_trade_no: input.orderNo,
        refund_amount: yuanText(input.amountFen),
        out_request_no: input.refundNo,
        refund_reason: [...input.reason].slice(0, 256).join(""),
      },
      REFUND_FAILURE,
    );
    if (!reply.ok) throw this.#refusal(reply, REFUND_FAILURE);
    const refundId = str(reply.data.trade_no);
    if (!refundId || reply.data.out_trade_no !== input.orderNo) {
      console.error("Alipay refund answered without trade_no or for another order", { orderNo: input.orderNo });
      throw new PayError(REFUND_FAILURE);
    }
    if (reply.data.fund_change === "Y") return { refundId, status: "SUCCESS" };
    return { refundId, status: (await this.#refundSettled(input)) ? "SUCCESS" : "PROCESSING" };
  }

  async #refundSettled(input: RefundInput): Promise<boolean> {
    try {
      const reply = await this.#gateway.call(
        "alipay.trade.fastpay.refund.query",
        { out_trade_no: input.orderNo, out_request_no: input.refundNo },
        REFUND_FAILURE,
      );
      return reply.ok && reply.data.refund_status === "REFUND_SUCCESS" && yuan(reply.data.refund_amount) === input.amountFen;
    } catch {
      // The refund was accepted; only its confirmation is missing. A later notification or retry settles it.
      return false;
    }
  }

  parseNotification(req: Request): Promise<Notice> {
    return parseAlipayNotice(req, {
      appId: this.#options.appId,
      sellerId: this.#options.sellerId,
      verifyingKey: async () => (await this.#gateway.keys()).verify,
      now: () => this.#gateway.now(),
    });
  }

  acknowledge(ok: boolean): Response {
    // Alipay stops retrying only on the exact body "success"; a refusal is also a client error for everyone else.
    return new Response(ok ? "success" : "fail", { status: ok ? 200 : 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}
