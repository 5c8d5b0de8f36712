import { feeInYuan, litigationQuery, rangeInYuan } from "../../features/fees/fees.schema";
import { articleDraftOf, type Caller, type CompatRoute, str } from "../fields";

// REST rows (SPEC §7): Advice, customisation and review, lawyers' articles, the calculators.
// Order matters within a group: fixed paths before :id patterns.
export const servicesRows: CompatRoute[] = [
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
];
