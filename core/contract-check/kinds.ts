import { CIVIL_CODE, cite, LABOUR_ARBITRATION_LAW, LABOUR_CONTRACT_LAW } from "./laws.ts";
import type { ContractKind, KeyClause } from "./types.ts";

// The contract kinds and key clauses the check started with: the seed of the contract_kinds and
// contract_key_clauses tables (db/seed/contract-check.ts), which editors keep in the console since.
// Patterns are written in the syntax of ./patterns.ts; every pattern of a clause must be found for the
// clause to count as present. The seed loads this file under plain Node: imports carry .ts.

const PARTIES: KeyClause = {
  key: "parties",
  name: "当事人信息",
  required: true,
  patterns: ["(甲方|乙方|出租人|承租人|出卖人|买受人|用人单位|劳动者|委托人|受托人)…10(:|：)"],
  why: "合同应写明当事人的姓名或者名称和住所，否则难以确定权利义务的承担者。",
  citations: [cite(CIVIL_CODE, 470)],
  suggestion: null,
};
const PRICE: KeyClause = {
  key: "price",
  name: "价款或者报酬及支付",
  required: true,
  patterns: ["价款|价格|报酬|费用|租金|货款|总价|付款|支付"],
  why: "价款或者报酬及其支付方式、期限是合同的主要条款，约定不明容易引发付款纠纷。",
  citations: [cite(CIVIL_CODE, 470), cite(CIVIL_CODE, 510)],
  suggestion: { clauseTitle: "分阶段付款（3-6-1）" },
};
const PERFORMANCE: KeyClause = {
  key: "performance",
  name: "履行期限、地点和方式",
  required: true,
  patterns: ["履行期限|履行地点|交付|交货|提供服务|服务期限|完成时间|期限内"],
  why: "履行期限、地点和方式约定不明的，需要事后补充协议或者按法律规定确定，容易产生争议。",
  citations: [cite(CIVIL_CODE, 470), cite(CIVIL_CODE, 510)],
  suggestion: null,
};
const BREACH: KeyClause = {
  key: "breach",
  name: "违约责任",
  required: true,
  patterns: ["违约责任|违约金|赔偿损失|违约方"],
  why: "没有违约责任条款，一方违约时只能按法定规则主张损失，举证负担重。",
  citations: [cite(CIVIL_CODE, 470), cite(CIVIL_CODE, 577)],
  suggestion: { clauseTitle: "违约损失赔偿范围" },
};
const DISPUTE: KeyClause = {
  key: "dispute",
  name: "争议解决",
  required: true,
  patterns: ["争议解决|解决争议|(争议|纠纷)…60(仲裁|诉讼|人民法院|起诉)"],
  why: "未约定解决争议的方法，发生纠纷时只能按法定管辖起诉，也无法选择仲裁。",
  citations: [cite(CIVIL_CODE, 470)],
  suggestion: { clauseTitle: "甲方住所地法院管辖" },
};
const FORCE_MAJEURE: KeyClause = {
  key: "force-majeure",
  name: "不可抗力",
  required: false,
  patterns: ["不可抗力"],
  why: "写明不可抗力的通知和证明义务，有助于在突发事件中及时分配风险。",
  citations: [cite(CIVIL_CODE, 590)],
  suggestion: { clauseTitle: "不可抗力的通知与证明" },
};
const NOTICE: KeyClause = {
  key: "notice",
  name: "通知与送达地址",
  required: false,
  patterns: ["送达地址|通知…20(送达|地址|方式)|联系地址"],
  why: "约定送达地址和方式，可以避免通知、催告和诉讼文书无法送达。",
  citations: [],
  suggestion: { clauseTitle: "送达地址确认条款" },
};
const TERMINATION: KeyClause = {
  key: "termination",
  name: "合同期限与解除",
  required: false,
  patterns: ["解除|终止|有效期|合同期限"],
  why: "写明合同期限和解除条件，一方可以在约定情形下依法解除合同。",
  citations: [cite(CIVIL_CODE, 563)],
  suggestion: null,
};

const LABOUR_DISPUTE: KeyClause = {
  ...DISPUTE,
  required: false,
  why: "劳动争议先经劳动争议仲裁，对仲裁裁决不服的再向人民法院起诉；写明这一途径，可以避免约定商事仲裁等无效安排。",
  citations: [cite(LABOUR_ARBITRATION_LAW, 5)],
  suggestion: {
    text: "因履行本合同发生劳动争议的，双方可以协商解决；不愿协商或者协商不成的，可以向劳动争议调解组织申请调解，也可以向劳动合同履行地或者用人单位所在地的劳动争议仲裁委员会申请仲裁；对仲裁裁决不服的，可以依法向人民法院提起诉讼。",
  },
};
const labour = (key: string, name: string, patterns: string[]): KeyClause => ({
  key,
  name,
  required: true,
  patterns,
  why: `劳动合同法第十七条把“${name}”列为劳动合同的必备条款。`,
  citations: [cite(LABOUR_CONTRACT_LAW, 17)],
  suggestion: null,
});

const LEASE_ITEMS: KeyClause = {
  key: "lease-items",
  name: "租赁物、用途与维修",
  required: true,
  patterns: ["维修|修缮"],
  why: "租赁合同一般应约定租赁物的名称、数量、用途以及租赁物维修等条款，维修责任约定不明是租赁纠纷的常见原因。",
  citations: [cite(CIVIL_CODE, 704)],
  suggestion: null,
};
const LEASE_TERM: KeyClause = {
  key: "lease-term",
  name: "租赁期限",
  required: true,
  patterns: ["租赁期限|租期|租赁期"],
  why: "租赁期限决定合同何时到期以及能否随时解除，应当写明起止日期。",
  citations: [cite(CIVIL_CODE, 704)],
  suggestion: null,
};
const ACCEPTANCE: KeyClause = {
  key: "acceptance",
  name: "检验与验收",
  required: false,
  patterns: ["验收|检验|质量异议"],
  why: "买卖合同一般应约定检验标准和方法；未约定检验期限的，买受人应在合理期限内通知质量问题，容易因期限不明失权。",
  citations: [cite(CIVIL_CODE, 596)],
  suggestion: { clauseTitle: "到货验收及异议期" },
};

/** In the order the check tries them; 通用合同 has no signs: it is what a text with none of the others' signs reads as. */
export const KIND_SEEDS: ContractKind[] = [
  { key: "general", name: "通用合同", signs: [], clauses: [PARTIES, PRICE, PERFORMANCE, BREACH, DISPUTE, FORCE_MAJEURE, NOTICE, TERMINATION] },
  {
    key: "labour",
    name: "劳动合同",
    signs: ["劳动合同|用人单位~400劳动者|劳动者~400用人单位"],
    clauses: [
      PARTIES,
      labour("labour-term", "劳动合同期限", ["合同期限|劳动合同期限|无固定期限|以完成一定工作任务为期限"]),
      labour("labour-work", "工作内容和工作地点", ["工作内容|工作岗位|岗位", "工作地点"]),
      labour("labour-hours", "工作时间和休息休假", ["工作时间|工时制|休息休假|休假"]),
      labour("labour-pay", "劳动报酬", ["劳动报酬|工资|薪酬"]),
      labour("labour-insurance", "社会保险", ["社会保险|社保"]),
      labour("labour-protection", "劳动保护、劳动条件和职业危害防护", ["劳动保护|劳动条件|职业危害"]),
      LABOUR_DISPUTE,
    ],
  },
  {
    key: "lease",
    name: "租赁合同",
    signs: ["租赁合同|出租人|承租人|出租方|承租方"],
    clauses: [PARTIES, LEASE_ITEMS, LEASE_TERM, PRICE, BREACH, DISPUTE, NOTICE, TERMINATION],
  },
  {
    key: "sale",
    name: "买卖合同",
    signs: ["买卖合同|购销合同|采购合同|出卖人|买受人|供货方|采购方"],
    clauses: [PARTIES, PRICE, PERFORMANCE, ACCEPTANCE, BREACH, DISPUTE, FORCE_MAJEURE, NOTICE],
  },
];

/** The contract library's categories (by slug) whose templates are checked as each kind, to begin with. */
export const KIND_CATEGORY_SEEDS: Record<string, string[]> = {
  labour: ["labor-contract"],
  lease: ["residential-lease", "commercial-lease", "equipment-lease", "vehicle-lease", "land-factory-lease"],
  sale: ["goods-sale", "equipment-purchase", "house-sale", "vehicle-sale", "farm-produce"],
};
