// Shared helpers for the second batch of seed templates (the *2.ts files): a one-call document
// builder on top of kit.ts's assemble, a compact TemplateSeed constructor and breach-clause blocks.
import {
  type Article,
  assemble,
  confidentiality,
  type DisputeMode,
  forceMajeure,
  type Item,
  LOSSES,
  type Party,
  PENALTY_ADJUST,
  type TemplateSeed,
  tail,
} from "./kit.ts";

export type Doc = {
  title: string;
  parties: Party[];
  preamble: string;
  /** Articles, with optional chapter headings. */
  arts: Item[];
  /** Add the standard confidentiality article (true) or a custom one. */
  secret?: boolean | Article;
  /** Add the standard force-majeure article; on by default. */
  fm?: boolean;
  mode?: DisputeMode;
  /** Extra clauses in the closing 其他 article. */
  extra?: string[];
  copies?: string;
  effective?: string;
  attachments?: string[];
  signExtra?: string[];
};

/** A complete contract: the template's own articles, then confidentiality, force majeure, notices, disputes and miscellany. */
export function doc(o: Doc): string {
  const standard = [
    ...(o.secret === true ? [confidentiality()] : []),
    ...(o.fm === false ? [] : [forceMajeure()]),
    ...tail(o.mode ?? "choice", { extra: o.extra, copies: o.copies, effective: o.effective }),
  ];
  // The shared clauses speak of 双方; a text with three or more parties says 各方.
  const shared = o.parties.length > 2 ? standard.map((a) => ({ ...a, c: a.c.map((c) => c.replaceAll("双方", "各方")) })) : standard;
  const custom = o.secret && o.secret !== true ? [o.secret] : [];
  // A custom confidentiality article stays where the standard one would be, ahead of force majeure.
  return assemble({
    title: o.title,
    parties: o.parties,
    preamble: o.preamble,
    items: [...o.arts, ...custom, ...shared],
    attachments: o.attachments,
    signExtra: o.signExtra,
  });
}

/** [source, priceFen, memberFree]: 0 平台自营 / 1 用户提供 / 2 政府示范文本. */
export type Offer = [0 | 1 | 2, number, boolean];
export const GOV: Offer = [2, 0, false];

export function tpl(category: string, title: string, offer: Offer, summary: string, useNotes: string[], riskNotes: string[], body: string): TemplateSeed {
  const [source, priceFen, memberFree] = offer;
  return { category, title, source, priceFen, memberFree, summary, useNotes, riskNotes, body };
}

export const party = (label: string, role: string, kind: Party["kind"] = "any"): Party => ({ label, role, kind });
export const A = (role: string, kind: Party["kind"] = "any") => party("甲方", role, kind);
export const B = (role: string, kind: Party["kind"] = "any") => party("乙方", role, kind);
export const C = (role: string, kind: Party["kind"] = "any") => party("丙方", role, kind);

/** The usual opening recital. */
export const pre = (what: string, laws = "《中华人民共和国民法典》", who = "双方") =>
  `根据${laws}等法律法规的规定，${who}在平等、自愿、公平、诚信的基础上，就${what}事宜协商一致，订立本合同，以资共同遵守。`;

/** A 违约责任 article: the template's own rules, then the adjustment and losses clauses. */
export function breach(rules: string[], o: { adjust?: boolean; losses?: boolean; h?: string } = {}): Article {
  return { h: o.h ?? "违约责任", c: [...rules, ...(o.adjust === false ? [] : [PENALTY_ADJUST]), ...(o.losses === false ? [] : [LOSSES])] };
}

/** 每逾期一日按____‰ 的迟延违约金。 */
export const lateBy = (who: string, whom: string, what = "逾期付款", base = "逾期付款金额") =>
  `${who}${what}的，每逾期一日，应当按照${base}的____‰向${whom}支付违约金；逾期超过____日的，${whom}有权书面通知解除本合同。`;

export const art = (h: string, ...c: string[]): Article => ({ h, c });

/** Risk note shared by most templates: penalties are adjustable under 民法典第五百八十五条. */
export const PENALTY_NOTE = "违约金过分高于造成的损失的，对方可以依据民法典第五百八十五条请求人民法院或者仲裁机构适当减少，比例宜结合可能的实际损失确定。";
export const BLANKS_NOTE = "空白处应当填写具体数字或者内容，不适用的条款请划去或者注明“不适用”，修改处由双方签字或者盖章确认。";
export const IDENTITY_NOTE = "签约前请核对对方营业执照或者身份证件，签章名称应当与合同首部一致；由代理人签署的，应当留存授权委托书。";
