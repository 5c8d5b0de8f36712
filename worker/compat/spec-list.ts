import type { InputSource } from "./fields";

/**
 * SPEC §7 as data: every call the mini-program clients make, with the method and path as our routes
 * spell them (Hono patterns, as in rows/), who may call it (SPEC §6) and how to sample and refuse it.
 * spec-coverage.test.ts checks each entry against the running app: registered, 424 for a visitor
 * where a login is needed, working for the right role only, and bad input refused in Chinese, never
 * a 5xx. A row the SPEC lists and we deliberately do not serve names its reason in `notServed`.
 */
export type Access = "public" | "user" | "lawyer";
export type SpecRow = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  access: Access;
  /** SPEC §7's words for the call. */
  spec: string;
  /** Served by a plain route rather than a compat-table row: its input and what it answers. */
  route?: { input: InputSource; answers: "envelope" | "file" | "oauth" | "aj-captcha" | "websocket" };
  /** The path (and query) of a call that works; default: the pattern with seeded ids (compat-test-kit samplePath). */
  sample?: string;
  /**
   * The call the row must refuse. Default by rule: path parameters "abc" (a numeric one an id that does
   * not exist); else an empty JSON body or form; else page 0. `none` when the row takes no input (the
   * test still sends junk and expects no 5xx).
   */
  bad?: { path: string; body?: Record<string, unknown> } | { none: string };
  notServed?: string;
};

const NO_INPUT = { none: "takes no input" } as const;

const row = (method: SpecRow["method"], path: string, access: Access, spec: string, extra: Partial<SpecRow> = {}): SpecRow => ({
  method,
  path,
  access,
  spec,
  ...extra,
});

export const specRows: SpecRow[] = [
  // Authentication and account.
  row("POST", "/api/auth/oauth/token", "public", "oauth/token: password or social grant", {
    route: { input: "form", answers: "oauth" },
    sample: "/api/auth/oauth/token?grant_type=password",
    bad: { path: "/api/auth/oauth/token?grant_type=magic" },
  }),
  row("POST", "/admin/sms/register", "public", "SMS code for register"),
  row("POST", "/admin/sms/reset_password", "public", "SMS code for reset password"),
  row("POST", "/admin/sms/login", "public", "SMS code for login (phone, captchaVerification)"),
  row("POST", "/admin/sms/bind", "public", "SMS code for bind"),
  row("GET", "/admin/user/info", "user", "user info (sysUser, roles, sysMember)", { bad: NO_INPUT }),
  row("PUT", "/admin/user/reset_pwd", "public", "reset password (code, password, phone)"),
  row("PUT", "/admin/user/modify_pwd", "user", "modify password"),
  row("PUT", "/admin/user/basic", "user", "basic profile"),
  row("POST", "/admin/user/modify_avatar", "user", "modify avatar"),
  row("GET", "/admin/user/public/:id", "public", "user public/{id}"),
  row("POST", "/admin/social/bind", "user", "social bind"),
  row("POST", "/admin/social/unbind", "user", "social unbind (multipart form)"),
  row("GET", "/admin/authentication", "user", "authentication", { bad: NO_INPUT }),
  row("GET", "/admin/authentication/status", "user", "authentication status", { bad: NO_INPUT }),
  row("POST", "/admin/authentication_audit", "user", "authentication_audit"),
  row("POST", "/admin/authentication_audit/send_verify_code", "user", "authentication_audit send_verify_code"),
  ...["/captcha/get", "/captcha/check", "/code", "/code/check"].map((path) =>
    row("POST", path, "public", `captcha ${path}`, { route: { input: "json", answers: "aj-captcha" } }),
  ),
  row("POST", "/admin/sys_activation_code/VIP/:code", "user", "activation code VIP/{code}"),
  row("GET", "/admin/sys_points/points", "user", "points", { bad: NO_INPUT }),
  row("GET", "/admin/sys_points/record", "user", "points record"),
  row("POST", "/admin/file/upload", "user", "file upload"),
  row("GET", "/admin/file/download/:id", "user", "file download by id", { route: { input: "none", answers: "file" } }),
  row("GET", "/admin/file/full_info/:id", "user", "file full_info by id"),
  row("GET", "/admin/file/download_url/:id", "user", "file download_url by id"),
  row("GET", "/admin/common/litigationCostCalculator", "public", "litigation cost calculator", {
    sample: "/admin/common/litigationCostCalculator?type=1&amount=1500000",
    bad: { path: "/admin/common/litigationCostCalculator?type=1&amount=-5" },
  }),
  row("GET", "/admin/common/preservationCostCalculator", "public", "preservation cost calculator", {
    sample: "/admin/common/preservationCostCalculator?amount=100000",
    bad: { path: "/admin/common/preservationCostCalculator?amount=abc" },
  }),

  // Lawyers.
  row("GET", "/admin/lawyer/page", "public", "lawyer page"),
  row("POST", "/admin/lawyer/like/:id", "user", "lawyer like/{id}"),
  row("GET", "/admin/lawyer/visits_record", "lawyer", "lawyer visits_record"),
  row("GET", "/admin/lawyer/types/:id", "public", "lawyer types/{0|1}", { sample: "/admin/lawyer/types/1" }),
  row("GET", "/admin/lawyer/certification", "user", "lawyer certification", { bad: NO_INPUT }),
  row("POST", "/admin/lawyer/certification", "user", "lawyer certification submit"),
  row("POST", "/admin/lawyer/certification_undo", "user", "lawyer certification_undo", { bad: NO_INPUT }),
  row("GET", "/admin/lawyer/recent", "public", "lawyer recent", { bad: { path: "/admin/lawyer/recent?size=999" } }),
  row("GET", "/admin/lawyer/resident", "public", "lawyer resident", { bad: { path: "/admin/lawyer/resident?size=999" } }),
  row("GET", "/admin/lawyer/provide_lawyer", "public", "provide_lawyer", { bad: { path: "/admin/lawyer/provide_lawyer?type=vip" } }),
  row("GET", "/admin/lawyer/professional_field/tree", "public", "professional_field tree (lazy=false, parentId=-1)", {
    sample: "/admin/lawyer/professional_field/tree?lazy=false&parentId=-1",
    bad: { none: "a malformed parentId reads as the whole tree, as the mini-program's first call does" },
  }),
  row("GET", "/admin/lawyer/kvs", "public", "lawyer kvs", { bad: NO_INPUT }),
  row("GET", "/admin/dict/type/lawyer_professional_title", "public", "dictionary lawyer_professional_title items", { bad: NO_INPUT }),
  row("GET", "/admin/dict/type/lawyer_individual_tag", "public", "dictionary lawyer_individual_tag items", { bad: NO_INPUT }),
  row("GET", "/admin/name_card/default", "lawyer", "name card default", { bad: NO_INPUT }),
  row("GET", "/admin/name_card/list", "lawyer", "name card list", { bad: NO_INPUT }),
  row("GET", "/admin/name_card/:id{[0-9]+}", "lawyer", "name card {id}"),
  row("PUT", "/admin/name_card/synchronization2htk/:id{[0-9]+}", "lawyer", "name card synchronization2htk (sync to the card product, a put)"),
  row("GET", "/admin/name_card/representative_case/:id{[0-9]+}", "lawyer", "name card representative_case/{id}"),

  // Blog and articles.
  row("POST", "/admin/article", "lawyer", "lawyer statement article create"),
  row("PUT", "/admin/article", "lawyer", "lawyer statement article update"),
  row("GET", "/admin/article/statement/:id{[0-9]+}", "lawyer", "lawyer statement article read"),
  row("GET", "/admin/article/recommend", "public", "article recommend"),
  row("GET", "/admin/article/ranking", "public", "article ranking"),
  row("GET", "/admin/article/public/page", "public", "article public page"),
  row("GET", "/admin/article/author/:id{[0-9]+}", "public", "article author/{id}", { bad: { path: "/admin/article/author/1?current=0" } }),
  row("POST", "/admin/article/read_record/:id{[0-9]+}", "public", "article read_record"),
  row("GET", "/admin/article/user/page", "lawyer", "article user page"),
  row("GET", "/admin/article/creation/statistics", "lawyer", "article creation statistics", { bad: NO_INPUT }),
  row("PUT", "/admin/article/withdraw_audit/:id{[0-9]+}", "lawyer", "article withdraw_audit/{id}"),
  row("PUT", "/admin/article/withdraw_publish/:id{[0-9]+}", "lawyer", "article withdraw_publish/{id}"),
  row("DELETE", "/admin/article/creation/:id{[0-9]+}", "lawyer", "article creation delete"),
  row("GET", "/admin/article/legal_knowledge/list", "public", "legal_knowledge list"),
  row("GET", "/admin/article/legal_knowledge/:id{[0-9]+}", "public", "legal_knowledge detail"),
  row("GET", "/admin/article/classification", "public", "article classification", { bad: NO_INPUT }),
  row("GET", "/admin/article/all", "public", "all-article list", { bad: NO_INPUT }),

  // Contracts.
  row("GET", "/admin/template/page", "public", "template page/search"),
  row("GET", "/admin/template/preview/:id", "public", "template preview/{id}"),
  row("GET", "/admin/template/preview_pdf_url/:id", "public", "template preview pdf url"),
  row("GET", "/admin/template/full_content/:id", "user", "template full_content/{id}"),
  row("GET", "/admin/template/can_access/:id", "public", "template can_access/{id}"),
  row("POST", "/admin/template/download/:id", "user", "template download/{id}"),
  row("POST", "/admin/template/send_email", "user", "template sendEmail"),
  row("GET", "/admin/template/list_by_author/:id", "public", "template list_by_author/{id}"),
  row("GET", "/admin/template/recently_purchased", "public", "template recently purchased", { bad: NO_INPUT }),
  row("GET", "/admin/template/category/list", "public", "template category list", { bad: NO_INPUT }),
  row("GET", "/admin/category/navbar", "public", "category navbar", { bad: NO_INPUT }),
  row("GET", "/admin/template/category/tree", "public", "template category tree", { bad: NO_INPUT }),
  row("GET", "/admin/template/rank", "public", "template rank", { bad: NO_INPUT }),
  row("GET", "/admin/template/new_total", "public", "template new total", { bad: NO_INPUT }),
  row("POST", "/admin/template/mine/browse_history", "user", "mine browse_history add"),
  row("GET", "/admin/template/mine/browse_history", "user", "mine browse_history list"),
  row("DELETE", "/admin/template/mine/browse_history", "user", "mine browse_history delete"),
  row("GET", "/admin/template/mine/purchased", "user", "mine purchased"),
  row("GET", "/admin/template/user_provide/page", "user", "user provide page"),
  row("GET", "/admin/template/user_provide/status_count", "user", "user provide status count", { bad: NO_INPUT }),
  row("GET", "/admin/template/user_provide/detail/:id", "user", "user provide detail"),
  row("PUT", "/admin/template/user_provide/template", "user", "user provide template (save a draft)"),
  row("PUT", "/admin/template/user_provide/suit_template", "user", "user provide suit_template"),
  row("PUT", "/admin/template/user_provide/update", "user", "user provide update (submit)"),
  row("POST", "/admin/template/user_upload", "user", "template user upload"),
  row("GET", "/admin/clause/week", "public", "provisions week", { bad: NO_INPUT }),
  row("GET", "/admin/clause/page", "public", "provisions page"),
  row("POST", "/admin/clause/copy/:id", "public", "provisions copy/{id}"),
  row("GET", "/admin/contract_customization/my/page", "user", "customization my page"),
  row("GET", "/admin/contract_customization/lawyer_service/page", "lawyer", "customization lawyer service page"),
  row("PUT", "/admin/contract_customization/accept/:id{[0-9]+}", "lawyer", "customization accept"),
  row("PUT", "/admin/contract_customization/finish/:id{[0-9]+}", "user", "customization finish/{id}"),
  row("POST", "/admin/contract_customization/delivery/:id{[0-9]+}", "lawyer", "customization delivery/{id}"),
  row("GET", "/admin/contract_customization/chat_record/:id{[0-9]+}", "user", "customization chat records"),
  row("PUT", "/admin/contract_customization/chat/sign_in/:id{[0-9]+}", "user", "customization sign-in chat message"),
  row("GET", "/admin/contract_customization/basis_info", "public", "customization basis_info", { bad: NO_INPUT }),

  // Content libraries.
  row("GET", "/admin/regulations/category", "public", "regulations category", { bad: NO_INPUT }),
  row("GET", "/admin/regulations/latest", "public", "regulations latest"),
  row("GET", "/admin/regulations/page", "public", "regulations page"),
  row("GET", "/admin/regulations/counts", "public", "regulations counts by category/time/area/timeliness", {
    bad: { none: "filters only: malformed values are dropped so a shared link never breaks (DESIGN §12)" },
  }),
  row("GET", "/admin/regulations/:id", "public", "regulations by id"),
  row("GET", "/admin/regulations/download/:id", "public", "regulations download/{id}", { route: { input: "none", answers: "file" } }),
  row("GET", "/admin/regulations/total_new", "public", "regulations total_new", { bad: NO_INPUT }),
  row("GET", "/admin/case/latest", "public", "case latest"),
  row("GET", "/admin/case/page", "public", "case page"),
  row("GET", "/admin/case/category", "public", "case category", { bad: NO_INPUT }),
  row("GET", "/admin/case/:id", "public", "case by id"),
  row("GET", "/admin/case/total_new", "public", "case total_new", { bad: NO_INPUT }),
  row("GET", "/admin/trademark_category/navbar", "public", "trademark category navbar", { bad: NO_INPUT }),
  row("GET", "/admin/trademark_category/goods/:id", "public", "trademark category goods"),
  row("POST", "/admin/trademark_category/search", "public", "trademark category search (post with body)", {
    bad: { path: "/admin/trademark_category/search", body: { keyword: "商标", size: 9999 } },
  }),

  // Payments and earnings.
  row("POST", "/admin/order/generate", "user", "order generate"),
  row("POST", "/admin/order/prepay", "user", "order prepay (Pay_ua NATIVE)"),
  row("GET", "/admin/order/status/:id", "user", "order status/{id}"),
  row("GET", "/admin/order/page", "user", "order page"),
  row("GET", "/admin/order/ads/page", "user", "lawyer ad order page"),
  row("GET", "/admin/order/member/page", "user", "member order page"),
  row("GET", "/admin/order/advice/page", "user", "legal advice order page"),
  row("GET", "/admin/user_earning_order/page", "user", "user_earning_order page"),
  row("GET", "/admin/user_activity_earning/page", "user", "user_activity_earning page"),
  row("GET", "/admin/user_wallet", "user", "user_wallet", { bad: NO_INPUT }),
  row("POST", "/admin/user_withdraw_req", "user", "user_withdraw_req create"),
  row("GET", "/admin/user_withdraw_req/page", "user", "user_withdraw_req page"),
  row("GET", "/admin/user_withdraw_req/withdraw_setting", "user", "user_withdraw_req withdraw_setting", { bad: NO_INPUT }),
  row("POST", "/admin/user_withdraw_req/send_withdraw_code", "user", "user_withdraw_req send_withdraw_code"),
  row("GET", "/admin/user_withdraw_req/precondition", "user", "user_withdraw_req precondition", { bad: NO_INPUT }),
  row("GET", "/admin/user_withdraw_req/related_order/:id", "user", "user_withdraw_req related_order/{id}"),
  row("GET", "/admin/invoice_record/page", "user", "invoice_record page"),
  row("GET", "/admin/invoice_record/:id", "user", "invoice_record by id"),
  row("POST", "/admin/invoice_record", "user", "invoice_record create"),
  row("PUT", "/admin/invoice_record", "user", "invoice_record update"),
  row("POST", "/admin/common_invoice", "user", "common_invoice create"),
  row("PUT", "/admin/common_invoice", "user", "common_invoice update"),
  row("GET", "/admin/common_invoice/page", "user", "common_invoice page"),
  row("GET", "/admin/common_invoice/detail/:id", "user", "common_invoice detail/{id}"),
  row("GET", "/ad/ads", "public", "ads", { sample: "/ad/ads?location=home", bad: { path: "/ad/ads?location=moon" } }),
  row("GET", "/ad/ads/surplus", "public", "ads surplus", { bad: NO_INPUT }),
  row("GET", "/ad/ads", "public", "navbar ads", { sample: "/ad/ads?location=navbar", bad: { path: "/ad/ads?location=moon" } }),

  // Advice.
  row("GET", "/admin/advice_order/my_advice/page", "user", "advice_order user my_advice page"),
  row("GET", "/admin/advice_order/lawyer_center/page", "lawyer", "advice_order lawyer center"),
  row("PUT", "/admin/advice_order/accept/:id{[0-9]+}", "lawyer", "advice_order accept"),
  row("PUT", "/admin/advice_order/phone_advice/:id{[0-9]+}", "user", "advice_order phone_advice"),
  row("POST", "/admin/advice_order/refund/:id{[0-9]+}", "user", "advice_order refund"),
  row("GET", "/admin/advice_order/pay_flag/:id{[0-9]+}", "user", "advice_order pay_flag/{id}"),
  row("GET", "/admin/online_chat/chat_record/:id{[0-9]+}", "user", "online_chat chat_record/{id}"),

  // Real-time: the websocket authenticates with a short-lived ticket in the path (DESIGN §4), not a bearer.
  row("GET", "/websocket/ws/HTK_PC/:ticket", "user", "websocket /websocket/ws/HTK_PC/{token}", { route: { input: "none", answers: "websocket" } }),
];
