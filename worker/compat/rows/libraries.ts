import type { Caller, CompatRoute } from "../fields";

// REST rows (SPEC §7): Orders and payments, the libraries, lawyers, ads and name cards.
// Order matters within a group: fixed paths before :id patterns.
export const librariesRows: CompatRoute[] = [
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
  // provide_lawyer?type=phone|online|custom|review|advice|customization: who a service form may name.
  { method: "GET", path: "/admin/lawyer/provide_lawyer", input: "query", call: (c, i) => c.lawyers.providers(i) },
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
];
