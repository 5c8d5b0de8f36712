import { type CompatRoute, str, titleOf } from "../fields";

// REST rows (SPEC §7): Earnings, invoices, real-name verification and the trademark table.
// Order matters within a group: fixed paths before :id patterns.
export const moneyRows: CompatRoute[] = [
  // 中文大写金额 of ?amount= (yuan, up to two decimals): {fen, words, withCurrency}.
  {
    method: "GET",
    path: "/admin/common/amountInWords",
    input: "query",
    call: (c, i) => c.fees.amountInWords({ amount: str(i.amount) }),
  },
  // Individual income tax withheld on earnings (公告2018年第61号), answered in fen.
  {
    method: "GET",
    path: "/admin/common/withholdingCalculator",
    input: "query",
    call: (c, i) => c.earnings.withholding({ type: str(i.type), amount: str(i.amount), earlier: str(i.earlier) }),
  },
  // 我的收益 (SPEC §7 Payments and earnings): the wallet, earnings, withdrawals to a bank card.
  { method: "GET", path: "/admin/user_wallet", input: "none", call: (c) => c.earnings.wallet() },
  { method: "GET", path: "/admin/user_earning_order/page", input: "query", call: (c, i) => c.earnings.orders(i) },
  { method: "GET", path: "/admin/user_activity_earning/page", input: "query", call: (c, i) => c.earnings.activity(i) },
  {
    method: "POST",
    path: "/admin/user_withdraw_req",
    input: "json",
    call: (c, i) => c.earnings.withdraw({ amount: i.amount === undefined ? "" : String(i.amount), code: String(i.code ?? i.verifyCode ?? "") }),
  },
  { method: "GET", path: "/admin/user_withdraw_req/page", input: "query", call: (c, i) => c.earnings.withdrawals(i) },
  { method: "GET", path: "/admin/user_withdraw_req/withdraw_setting", input: "none", call: (c) => c.earnings.withdrawSetting() },
  {
    method: "POST",
    path: "/admin/user_withdraw_req/send_withdraw_code",
    input: "json",
    call: (c, i) => c.earnings.sendWithdrawCode({ captchaVerification: str(i.captchaVerification) }),
  },
  { method: "GET", path: "/admin/user_withdraw_req/precondition", input: "none", call: (c) => c.earnings.precondition() },
  { method: "GET", path: "/admin/user_withdraw_req/related_order/:id", input: "none", call: (c, _i, p) => c.earnings.relatedOrders({ id: Number(p.id) }) },
  // 我的开票 (SPEC §7 invoice_record, common_invoice): saved titles, requests, re-invoicing.
  { method: "GET", path: "/admin/common_invoice/page", input: "query", call: (c, i) => c.invoices.titles(i) },
  { method: "GET", path: "/admin/common_invoice/detail/:id", input: "none", call: (c, _i, p) => c.invoices.title({ id: p.id }) },
  { method: "POST", path: "/admin/common_invoice", input: "json", call: (c, i) => c.invoices.createTitle(titleOf(i)) },
  { method: "PUT", path: "/admin/common_invoice", input: "json", call: (c, i) => c.invoices.updateTitle({ ...titleOf(i), id: i.id }) },
  { method: "DELETE", path: "/admin/common_invoice/:id", input: "none", call: (c, _i, p) => c.invoices.deleteTitle({ id: p.id }) },
  { method: "GET", path: "/admin/invoice_record/page", input: "query", call: (c, i) => c.invoices.records(i) },
  { method: "GET", path: "/admin/invoice_record/invoiceable", input: "query", call: (c, i) => c.invoices.invoiceable(i) },
  { method: "GET", path: "/admin/invoice_record/:id", input: "none", call: (c, _i, p) => c.invoices.detail({ id: p.id }) },
  {
    method: "POST",
    path: "/admin/invoice_record",
    input: "json",
    call: (c, i) =>
      c.invoices.request({
        titleId: i.titleId,
        type: String(i.type ?? "") as "NORMAL",
        orderIds: (Array.isArray(i.orderIds) ? i.orderIds : []) as number[],
        email: String(i.email ?? ""),
        remark: str(i.remark),
      }),
  },
  // update: status 4 withdraws a pending request, status 5 asks for a reversal; with a titleId it re-invoices (换开).
  {
    method: "PUT",
    path: "/admin/invoice_record",
    input: "json",
    call: (c, i) => {
      if (i.titleId !== undefined) {
        return c.invoices.reinvoice({
          id: i.id,
          titleId: i.titleId,
          type: String(i.type ?? "") as "NORMAL",
          email: String(i.email ?? ""),
          reason: String(i.reason ?? ""),
        });
      }
      if (Number(i.status) === 4) return c.invoices.cancel({ id: i.id });
      return c.invoices.requestReversal({ id: i.id, reason: String(i.reason ?? "") });
    },
  },
  // 实名认证 for withdrawals (SPEC §7 Authentication): status '0'–'3', submission with an SMS code.
  { method: "GET", path: "/admin/authentication", input: "none", call: (c) => c.earnings.verification() },
  { method: "GET", path: "/admin/authentication/status", input: "none", call: (c) => c.earnings.verificationStatus() },
  {
    method: "POST",
    path: "/admin/authentication_audit",
    input: "json",
    call: (c, i) =>
      c.earnings.submitVerification({
        realName: String(i.realName ?? ""),
        idNumber: String(i.idNumber ?? i.idCard ?? ""),
        cardHolder: String(i.cardHolder ?? i.realName ?? ""),
        bankCard: String(i.bankCard ?? i.bankCardNo ?? ""),
        bankName: String(i.bankName ?? ""),
        bankBranch: String(i.bankBranch ?? i.branchName ?? ""),
        code: String(i.code ?? i.verifyCode ?? ""),
      }),
  },
  {
    method: "POST",
    path: "/admin/authentication_audit/send_verify_code",
    input: "json",
    call: (c, i) => c.earnings.sendVerifyCode({ captchaVerification: str(i.captchaVerification) }),
  },
  // Trademark classification table (商标分类表): classes, one class with its groups and items, search.
  { method: "GET", path: "/admin/trademark_category/navbar", input: "none", call: (c) => c.brand.navbar() },
  { method: "GET", path: "/admin/trademark_category/goods/:id", input: "none", call: (c, _i, p) => c.brand.goods({ classNo: p.id }) },
  {
    method: "POST",
    path: "/admin/trademark_category/search",
    input: "json",
    call: (c, i) => c.brand.search({ keyword: String(i.keyword ?? ""), current: i.current, size: i.size, classNo: i.classNo }),
  },
];
