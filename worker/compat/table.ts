import { feeInYuan, litigationQuery, rangeInYuan } from "../features/fees/fees.schema";
import type { createCaller } from "../trpc/router";

// The REST surface of SPEC §7 as one table: each row is a method, a path (Hono pattern), where its
// input comes from, and the procedure it calls. Rows call procedures through the caller, so the
// access policy of the procedure applies to the REST call too.
export type Caller = ReturnType<typeof createCaller>;
type SaveInput = Parameters<Caller["publishing"]["save"]>[0];

const str = (v: unknown) => (typeof v === "string" ? v : undefined);
/** An article as a JSON client sends it; the service sanitises the HTML. */
const articleDraftOf = (i: Record<string, unknown>) => ({
  title: String(i.title ?? ""),
  classificationId: i.classificationId as number,
  summary: str(i.summary) ?? "",
  html: str(i.html) ?? "",
});
/** A saved invoice title as a JSON client sends it; core's schema checks it (USCC, 专票 details). */
const titleOf = (i: Record<string, unknown>) => ({
  kind: String(i.kind ?? "") as "PERSONAL",
  name: String(i.name ?? ""),
  taxNo: str(i.taxNo),
  address: str(i.address),
  phone: str(i.phone),
  bankName: str(i.bankName),
  bankAccount: str(i.bankAccount),
  isDefault: i.isDefault,
});
export type InputSource = "none" | "query" | "json" | "form";
export type CompatRoute = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  input: InputSource;
  call: (caller: Caller, input: Record<string, unknown>, params: Record<string, string>) => Promise<unknown>;
};

export const compatRoutes: CompatRoute[] = [
  { method: "GET", path: "/admin/user/info", input: "none", call: (c) => c.auth.info() },
  // What anyone may see of a user (nickname, avatar, lawyer or not).
  { method: "GET", path: "/admin/user/public/:id", input: "none", call: (c, _i, p) => c.users.public({ id: p.id }) },
  // WeChat binding of 系统安全 for API clients: the code of the scan and the same re-authentication as the page.
  {
    method: "POST",
    path: "/admin/social/bind",
    input: "json",
    call: (c, i) =>
      c.auth.bindWechat({ code: String(i.code ?? ""), state: String(i.state ?? ""), currentPassword: str(i.currentPassword), verifyCode: str(i.verifyCode) }),
  },
  {
    method: "POST",
    path: "/admin/social/unbind",
    input: "form",
    call: (c, i) => c.auth.unbindWechat({ currentPassword: str(i.currentPassword), verifyCode: str(i.verifyCode) }),
  },
  // Logout of API clients (the pig-style path of the token endpoint's family): revokes the bearer's session.
  { method: "DELETE", path: "/api/auth/token/logout", input: "none", call: (c) => c.auth.logout() },
  {
    method: "POST",
    path: "/admin/sms/login",
    input: "json",
    call: (c, i) => c.auth.sendCode({ phone: String(i.phone ?? ""), purpose: "login", captchaVerification: str(i.captchaVerification) }),
  },
  {
    method: "POST",
    path: "/admin/sms/register",
    input: "json",
    call: (c, i) => c.auth.sendCode({ phone: String(i.phone ?? ""), purpose: "register", captchaVerification: str(i.captchaVerification) }),
  },
  {
    method: "POST",
    path: "/admin/sms/bind",
    input: "json",
    call: (c, i) => c.auth.sendCode({ phone: String(i.phone ?? ""), purpose: "bind", captchaVerification: str(i.captchaVerification) }),
  },
  {
    method: "POST",
    path: "/admin/sms/reset_password",
    input: "json",
    // Reset codes sit behind the captcha like every other code (issue 12): SPEC's payload plus captchaVerification.
    call: (c, i) => c.auth.sendCode({ phone: String(i.phone ?? ""), purpose: "reset", captchaVerification: str(i.captchaVerification) }),
  },
  { method: "POST", path: "/admin/user/modify_avatar", input: "form", call: (c, i) => c.users.uploadAvatar({ file: i.file as File }) },
  {
    method: "PUT",
    path: "/admin/user/basic",
    input: "json",
    call: (c, i) => c.users.updateProfile({ nickname: String(i.nickname ?? ""), realName: String(i.realName ?? "") }),
  },
  {
    method: "PUT",
    path: "/admin/user/modify_pwd",
    input: "json",
    call: (c, i) =>
      c.auth.changePassword({
        oldPassword: str(i.oldPassword),
        verifyCode: str(i.verifyCode ?? i.code),
        password: String(i.password ?? ""),
        confirm: String(i.confirm ?? i.password ?? ""),
      }),
  },
  {
    method: "PUT",
    path: "/admin/user/reset_pwd",
    input: "json",
    call: (c, i) =>
      c.auth.resetPassword({ phone: String(i.phone ?? ""), code: String(i.code ?? ""), password: String(i.password ?? ""), confirm: String(i.password ?? "") }),
  },
  { method: "GET", path: "/admin/template/page", input: "query", call: (c, i) => c.templates.list(i) },
  { method: "GET", path: "/admin/template/category/tree", input: "none", call: (c) => c.templates.categories() },
  { method: "GET", path: "/admin/template/category/list", input: "none", call: (c) => c.templates.categoryList() },
  { method: "GET", path: "/admin/template/can_access/:id", input: "none", call: (c, _i, p) => c.templates.canAccess({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/template/full_content/:id", input: "none", call: (c, _i, p) => c.templates.fullContent({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/template/rank", input: "none", call: (c) => c.templates.rank() },
  { method: "GET", path: "/admin/template/new_total", input: "none", call: (c) => c.templates.newCount() },
  { method: "GET", path: "/admin/template/preview/:id", input: "none", call: (c, _i, p) => c.templates.detail({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/template/recently_purchased", input: "none", call: (c) => c.templates.recentlyPurchased() },
  { method: "GET", path: "/admin/template/mine/purchased", input: "query", call: (c, i) => c.templates.purchased(i) },
  { method: "GET", path: "/admin/template/mine/browse_history", input: "query", call: (c, i) => c.history.list(i) },
  {
    method: "POST",
    path: "/admin/template/mine/browse_history",
    input: "json",
    call: (c, i) => c.history.add({ kind: String(i.kind ?? "template") as "template", targetId: i.targetId ?? i.id }),
  },
  {
    method: "DELETE",
    path: "/admin/template/mine/browse_history",
    input: "json",
    call: (c, i) => c.history.remove({ ids: i.ids === "all" ? "all" : (Array.isArray(i.ids) ? i.ids : []).map(Number) }),
  },
  { method: "POST", path: "/admin/template/download/:id", input: "none", call: (c, _i, p) => c.templates.download({ id: Number(p.id) }) },
  {
    method: "POST",
    path: "/admin/template/send_email",
    input: "json",
    call: (c, i) => c.templates.sendEmail({ id: Number(i.id), email: String(i.email ?? "") }),
  },
  // Template publishing (user provide = the signed-in author's uploads; list_by_author is public).
  { method: "POST", path: "/admin/template/user_upload", input: "form", call: (c, i) => c.publishing.upload({ file: i.file as File, id: i.id }) },
  { method: "GET", path: "/admin/template/user_provide/page", input: "query", call: (c, i) => c.publishing.mine(i) },
  { method: "GET", path: "/admin/template/user_provide/status_count", input: "none", call: (c) => c.publishing.statusCount() },
  { method: "GET", path: "/admin/template/user_provide/detail/:id", input: "none", call: (c, _i, p) => c.publishing.detail({ id: Number(p.id) }) },
  { method: "PUT", path: "/admin/template/user_provide/template", input: "json", call: (c, i) => c.publishing.save({ ...(i as SaveInput), submit: false }) },
  { method: "PUT", path: "/admin/template/user_provide/update", input: "json", call: (c, i) => c.publishing.save({ ...(i as SaveInput), submit: true }) },
  {
    method: "PUT",
    path: "/admin/template/user_provide/suit_template",
    input: "json",
    call: (c, i) => c.publishing.suitHints({ id: Number(i.id), suitHints: Array.isArray(i.suitHints) ? i.suitHints.map(String) : [] }),
  },
  { method: "POST", path: "/admin/template/user_provide/withdraw/:id", input: "none", call: (c, _i, p) => c.publishing.withdraw({ id: Number(p.id) }) },
  { method: "DELETE", path: "/admin/template/user_provide/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.publishing.remove({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/template/list_by_author/:id", input: "query", call: (c, i, p) => c.publishing.byAuthor({ ...i, id: Number(p.id) }) },
  // Orders and payments: one path for every order type; prepay expects the Pay_ua: NATIVE header.
  { method: "POST", path: "/admin/order/generate", input: "json", call: (c, i) => c.orders.create(i as Parameters<Caller["orders"]["create"]>[0]) },
  {
    method: "POST",
    path: "/admin/order/prepay",
    input: "json",
    call: (c, i) => c.orders.prepay({ orderNo: String(i.orderNo ?? ""), channel: String(i.payType ?? i.channel ?? "") as "WECHAT" }),
  },
  { method: "GET", path: "/admin/order/status/:id", input: "none", call: (c, _i, p) => c.orders.status({ orderNo: p.id ?? "" }) },
  { method: "GET", path: "/admin/order/page", input: "query", call: (c, i) => c.orders.page(i) },
  // The ad, member and advice order pages: the same page of the user's orders, one type each.
  { method: "GET", path: "/admin/order/ads/page", input: "query", call: (c, i) => c.orders.page({ ...i, type: "ADS" }) },
  { method: "GET", path: "/admin/order/member/page", input: "query", call: (c, i) => c.orders.page({ ...i, type: "MEMBER" }) },
  { method: "GET", path: "/admin/order/advice/page", input: "query", call: (c, i) => c.orders.page({ ...i, type: "ADVICE" }) },
  { method: "POST", path: "/admin/order/cancel/:id", input: "none", call: (c, _i, p) => c.orders.cancel({ orderNo: p.id ?? "" }) },
  {
    method: "POST",
    path: "/admin/order/refund",
    input: "json",
    call: (c, i) => c.orders.refund({ orderNo: String(i.orderNo ?? ""), reason: String(i.reason ?? "") }),
  },
  { method: "GET", path: "/admin/sys_member/plans", input: "none", call: (c) => c.membership.plans() },
  { method: "POST", path: "/admin/sys_activation_code/VIP/:code", input: "none", call: (c, _i, p) => c.membership.redeem({ code: p.code ?? "" }) },
  { method: "GET", path: "/admin/sys_points/points", input: "none", call: (c) => c.points.summary() },
  { method: "GET", path: "/admin/sys_points/record", input: "query", call: (c, i) => c.points.records(i) },
  { method: "POST", path: "/admin/sys_points/check_in", input: "none", call: (c) => c.points.checkIn() },
  // Clause library (条款库; SPEC §7 "provisions week, page, copy/{id}"): :id rows after the fixed paths.
  { method: "GET", path: "/admin/clause/page", input: "query", call: (c, i) => c.clauses.list(i) },
  { method: "GET", path: "/admin/clause/category/tree", input: "none", call: (c) => c.clauses.categories() },
  { method: "GET", path: "/admin/clause/week", input: "none", call: (c) => c.clauses.week() },
  { method: "POST", path: "/admin/clause/copy/:id", input: "none", call: (c, _i, p) => c.clauses.copy({ id: p.id }) },
  { method: "GET", path: "/admin/clause/:id", input: "none", call: (c, _i, p) => c.clauses.detail({ id: p.id }) },
  // Document library (文书库): kind 1 诉讼文书, 2 非诉文书.
  { method: "GET", path: "/admin/document/page", input: "query", call: (c, i) => c.documents.list(i) },
  { method: "GET", path: "/admin/document/category/tree", input: "none", call: (c) => c.documents.categories() },
  { method: "GET", path: "/admin/document/:id", input: "none", call: (c, _i, p) => c.documents.detail({ id: p.id }) },
  { method: "GET", path: "/admin/category/navbar", input: "none", call: (c) => c.site.navbar() },
  // Laws and regulations (法律法规); GET /admin/regulations/download/{id} answers a DOCX, mounted in regulations.http.ts.
  { method: "GET", path: "/admin/regulations/category", input: "none", call: (c) => c.regulations.categories() },
  { method: "GET", path: "/admin/regulations/latest", input: "query", call: (c, i) => c.regulations.latest(i) },
  { method: "GET", path: "/admin/regulations/page", input: "query", call: (c, i) => c.regulations.list(i) },
  { method: "GET", path: "/admin/regulations/counts", input: "query", call: (c, i) => c.regulations.counts(i) },
  { method: "GET", path: "/admin/regulations/total_new", input: "none", call: (c) => c.regulations.newCount() },
  // Last of its group: the :id pattern would otherwise shadow page, counts and the others.
  { method: "GET", path: "/admin/regulations/:id", input: "none", call: (c, _i, p) => c.regulations.detail({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/region/cities", input: "none", call: (c) => c.regions.cities() },
  // Case library (案例库; SPEC §7 "latest, page, category, by id, total_new"): :id last of its group.
  { method: "GET", path: "/admin/case/latest", input: "query", call: (c, i) => c.cases.latest(i) },
  { method: "GET", path: "/admin/case/page", input: "query", call: (c, i) => c.cases.list(i) },
  { method: "GET", path: "/admin/case/category", input: "none", call: (c) => c.cases.causes() },
  { method: "GET", path: "/admin/case/total_new", input: "none", call: (c) => c.cases.newCount() },
  { method: "GET", path: "/admin/case/:id", input: "none", call: (c, _i, p) => c.cases.detail({ id: Number(p.id) }) },
  // Lawyer certification (律师认证): before /admin/lawyer/:id, which would otherwise shadow it.
  { method: "GET", path: "/admin/lawyer/certification", input: "none", call: (c) => c.certification.mine() },
  {
    method: "POST",
    path: "/admin/lawyer/certification",
    input: "form",
    call: (c, i) => c.certification.submit(i as Parameters<Caller["certification"]["submit"]>[0]),
  },
  { method: "POST", path: "/admin/lawyer/certification_undo", input: "none", call: (c) => c.certification.undo() },
  { method: "GET", path: "/admin/region/provinces", input: "none", call: (c) => c.regions.provinces() },
  { method: "GET", path: "/admin/lawyer/page", input: "query", call: (c, i) => c.lawyers.list(i) },
  { method: "POST", path: "/admin/lawyer/like/:id", input: "none", call: (c, _i, p) => c.lawyers.like({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/lawyer/visits_record", input: "query", call: (c, i) => c.lawyers.visits(i) },
  { method: "GET", path: "/admin/lawyer/types/:id", input: "none", call: (c, _i, p) => c.lawyers.types({ inUse: Number(p.id) }) },
  { method: "GET", path: "/admin/lawyer/recent", input: "query", call: (c, i) => c.lawyers.recent(i) },
  { method: "GET", path: "/admin/lawyer/resident", input: "query", call: (c, i) => c.lawyers.resident(i) },
  { method: "GET", path: "/admin/lawyer/professional_field/tree", input: "query", call: (c, i) => c.lawyers.fields(i) },
  { method: "GET", path: "/admin/lawyer/:id", input: "none", call: (c, _i, p) => c.lawyers.profile({ id: Number(p.id) }) },
  // Ads (SPEC §7).
  { method: "GET", path: "/ad/ads", input: "query", call: (c, i) => c.ads.running(i) },
  { method: "GET", path: "/ad/ads/surplus", input: "none", call: (c) => c.ads.slots() },
  // Name cards (电子名片).
  { method: "GET", path: "/admin/name_card/default", input: "none", call: (c) => c.nameCards.default() },
  { method: "GET", path: "/admin/name_card/list", input: "none", call: (c) => c.nameCards.mine() },
  { method: "GET", path: "/admin/name_card/representative_case/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.nameCards.cases({ id: Number(p.id) }) },
  { method: "PUT", path: "/admin/name_card/synchronization2htk/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.nameCards.sync({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/name_card/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.nameCards.byId({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/name_card/shared/:slug", input: "none", call: (c, _i, p) => c.nameCards.shared({ slug: String(p.slug) }) },
  { method: "POST", path: "/admin/name_card", input: "json", call: (c, i) => c.nameCards.create(i as Parameters<Caller["nameCards"]["create"]>[0]) },
  {
    method: "PUT",
    path: "/admin/name_card/:id{[0-9]+}",
    input: "json",
    call: (c, i, p) => c.nameCards.update({ ...(i as Parameters<Caller["nameCards"]["create"]>[0]), id: Number(p.id) }),
  },
  { method: "DELETE", path: "/admin/name_card/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.nameCards.remove({ id: Number(p.id) }) },
  // Advice (SPEC §7 advice_order, online_chat).
  { method: "POST", path: "/admin/advice_order", input: "json", call: (c, i) => c.advice.create(i as Parameters<Caller["advice"]["create"]>[0]) },
  { method: "GET", path: "/admin/advice_order/my_advice/page", input: "query", call: (c, i) => c.advice.mine(i) },
  { method: "GET", path: "/admin/advice_order/lawyer_center/page", input: "query", call: (c, i) => c.advice.center(i) },
  { method: "GET", path: "/admin/advice_order/pay_flag/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.advice.payFlag({ id: Number(p.id) }) },
  { method: "PUT", path: "/admin/advice_order/accept/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.advice.accept({ id: Number(p.id) }) },
  { method: "PUT", path: "/admin/advice_order/phone_advice/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.advice.finish({ id: Number(p.id) }) },
  {
    method: "POST",
    path: "/admin/advice_order/refund/:id{[0-9]+}",
    input: "json",
    call: (c, i, p) => c.advice.refund({ id: Number(p.id), reason: String(i.reason ?? "") }),
  },
  { method: "GET", path: "/admin/advice_order/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.advice.detail({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/online_chat/chat_record/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.advice.chatRecord({ chatId: Number(p.id) }) },
  // Contract customisation and review (SPEC §7 Customization).
  { method: "GET", path: "/admin/contract_customization/basis_info", input: "none", call: (c) => c.custom.basisInfo() },
  {
    method: "POST",
    path: "/admin/contract_customization",
    input: "json",
    call: (c, i) => c.custom.create(i as Parameters<Caller["custom"]["create"]>[0]),
  },
  { method: "POST", path: "/admin/contract_customization/upload", input: "form", call: (c, i) => c.custom.uploadAttachment({ file: i.file as File }) },
  { method: "GET", path: "/admin/contract_customization/my/page", input: "query", call: (c, i) => c.custom.mine(i) },
  { method: "GET", path: "/admin/contract_customization/lawyer_service/page", input: "query", call: (c, i) => c.custom.service(i) },
  { method: "PUT", path: "/admin/contract_customization/accept/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.custom.accept({ id: Number(p.id) }) },
  { method: "PUT", path: "/admin/contract_customization/finish/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.custom.finish({ id: Number(p.id) }) },
  {
    method: "POST",
    path: "/admin/contract_customization/delivery/:id{[0-9]+}",
    input: "form",
    call: (c, i, p) =>
      c.custom.deliver({
        id: Number(p.id),
        contract: i.contract as File,
        opinion: i.opinion instanceof File ? i.opinion : null,
        note: typeof i.note === "string" ? i.note : "",
      }),
  },
  {
    method: "GET",
    path: "/admin/contract_customization/chat_record/:id{[0-9]+}",
    input: "query",
    call: (c, i, p) => c.custom.chatRecord({ id: Number(p.id), afterSeq: Number(i.afterSeq ?? 0) }),
  },
  { method: "PUT", path: "/admin/contract_customization/chat/sign_in/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.custom.markRead({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/contract_customization/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.custom.detail({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/region/tree/:province", input: "none", call: (c, _i, p) => c.regions.tree({ province: p.province ?? "" }) },
  { method: "GET", path: "/admin/article/recommend", input: "query", call: (c, i) => c.articles.recommend(i) },
  { method: "GET", path: "/admin/article/ranking", input: "query", call: (c, i) => c.articles.ranking(i) },
  { method: "GET", path: "/admin/article/public/page", input: "query", call: (c, i) => c.articles.list(i) },
  { method: "GET", path: "/admin/article/author/:id{[0-9]+}", input: "query", call: (c, i, p) => c.articles.byAuthor({ ...i, id: Number(p.id) }) },
  { method: "POST", path: "/admin/article/read_record/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.articles.read({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/article/classification", input: "none", call: (c) => c.articles.classifications() },
  { method: "GET", path: "/admin/article/all", input: "none", call: (c) => c.articles.all() },
  { method: "GET", path: "/admin/article/legal_knowledge/list", input: "query", call: (c, i) => c.articles.knowledge(i) },
  { method: "GET", path: "/admin/article/legal_knowledge/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.articles.detail({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/article/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.articles.detail({ id: Number(p.id) }) },
  // Lawyers' own articles (statement article CRUD, user page, creation statistics, SPEC §4 actions).
  { method: "POST", path: "/admin/article", input: "json", call: (c, i) => c.articleWriting.save(articleDraftOf(i)) },
  { method: "PUT", path: "/admin/article", input: "json", call: (c, i) => c.articleWriting.save({ ...articleDraftOf(i), id: (i.id ?? 0) as number }) },
  { method: "GET", path: "/admin/article/statement/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.articleWriting.get({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/article/user/page", input: "query", call: (c, i) => c.articleWriting.mine(i) },
  { method: "GET", path: "/admin/article/creation/statistics", input: "none", call: (c) => c.articleWriting.stats() },
  { method: "PUT", path: "/admin/article/submit/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.articleWriting.submit({ id: Number(p.id) }) },
  {
    method: "PUT",
    path: "/admin/article/withdraw_audit/:id{[0-9]+}",
    input: "none",
    call: (c, _i, p) => c.articleWriting.withdrawReview({ id: Number(p.id) }),
  },
  {
    method: "PUT",
    path: "/admin/article/withdraw_publish/:id{[0-9]+}",
    input: "none",
    call: (c, _i, p) => c.articleWriting.withdrawPublication({ id: Number(p.id) }),
  },
  { method: "PUT", path: "/admin/article/republish/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.articleWriting.republish({ id: Number(p.id) }) },
  { method: "DELETE", path: "/admin/article/creation/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.articleWriting.remove({ id: Number(p.id) }) },
  { method: "POST", path: "/admin/article/upload", input: "form", call: (c, i) => c.articleWriting.uploadImage({ file: i.file as File }) },
  {
    method: "GET",
    path: "/admin/common/litigationCostCalculator",
    input: "query",
    call: async (c, i) => rangeInYuan(await c.fees.litigation(litigationQuery.parse(i))),
  },
  {
    method: "GET",
    path: "/admin/common/preservationCostCalculator",
    input: "query",
    call: async (c, i) => feeInYuan(await c.fees.preservation({ amount: str(i.amount) })),
  },
  {
    method: "GET",
    path: "/admin/common/executionCostCalculator",
    input: "query",
    call: async (c, i) => rangeInYuan(await c.fees.execution({ amount: str(i.amount) })),
  },
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
