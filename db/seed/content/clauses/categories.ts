// The clause library's two-level category tree (条款库分类). Slugs are stable identifiers; every
// clause belongs to a subcategory.

export type ClauseCategory = { slug: string; name: string; children: { slug: string; name: string }[] };

export const CLAUSE_CATEGORIES: ClauseCategory[] = [
  {
    slug: "breach",
    name: "违约责任",
    children: [
      { slug: "late-payment", name: "逾期付款违约金" },
      { slug: "late-delivery", name: "逾期交付违约金" },
      { slug: "damages", name: "损失赔偿与违约金调整" },
      { slug: "earnest", name: "定金与违约责任限制" },
    ],
  },
  {
    slug: "payment",
    name: "付款与结算",
    children: [
      { slug: "payment-terms", name: "付款方式与期限" },
      { slug: "invoice-tax", name: "发票与税费" },
      { slug: "price-adjust", name: "价格与调价" },
      { slug: "deposit", name: "预付款与保证金" },
    ],
  },
  {
    slug: "delivery",
    name: "交付与验收",
    children: [
      { slug: "shipping", name: "交付与运输" },
      { slug: "acceptance", name: "验收与质量异议" },
      { slug: "title-risk", name: "所有权与风险转移" },
      { slug: "warranty", name: "质量保证与售后" },
    ],
  },
  {
    slug: "confidentiality",
    name: "保密条款",
    children: [
      { slug: "confidential-scope", name: "保密信息范围与例外" },
      { slug: "confidential-duty", name: "保密义务" },
      { slug: "confidential-term", name: "保密期限与资料返还" },
    ],
  },
  {
    slug: "ip",
    name: "知识产权",
    children: [
      { slug: "ip-ownership", name: "权利归属" },
      { slug: "ip-license", name: "许可使用" },
      { slug: "ip-warranty", name: "权利瑕疵担保与侵权处理" },
    ],
  },
  {
    slug: "dispute",
    name: "争议解决",
    children: [
      { slug: "jurisdiction", name: "诉讼管辖" },
      { slug: "arbitration", name: "仲裁" },
      { slug: "governing-law", name: "法律适用与协商调解" },
    ],
  },
  {
    slug: "force-majeure",
    name: "不可抗力",
    children: [
      { slug: "fm-definition", name: "不可抗力的范围" },
      { slug: "fm-notice", name: "通知与证明" },
      { slug: "fm-effect", name: "责任免除与合同解除" },
    ],
  },
  {
    slug: "termination",
    name: "解除与终止",
    children: [
      { slug: "termination-agreed", name: "约定解除" },
      { slug: "termination-convenience", name: "任意解除与提前终止" },
      { slug: "post-termination", name: "解除后的处理" },
    ],
  },
  {
    slug: "notice",
    name: "通知与送达",
    children: [
      { slug: "service-address", name: "送达地址确认" },
      { slug: "e-service", name: "电子送达" },
    ],
  },
  {
    slug: "integrity",
    name: "廉洁条款",
    children: [
      { slug: "anti-bribery", name: "反商业贿赂" },
      { slug: "conflict-of-interest", name: "利益冲突与举报" },
    ],
  },
  {
    slug: "privacy",
    name: "个人信息保护",
    children: [
      { slug: "pi-processing", name: "个人信息处理规则" },
      { slug: "pi-entrusted", name: "委托处理与共享" },
      { slug: "data-security", name: "数据安全与事件处置" },
    ],
  },
  {
    slug: "guarantee",
    name: "担保条款",
    children: [
      { slug: "suretyship", name: "保证" },
      { slug: "collateral", name: "抵押与质押" },
    ],
  },
  {
    slug: "reps",
    name: "陈述与保证",
    children: [
      { slug: "rep-capacity", name: "主体资格与授权" },
      { slug: "rep-compliance", name: "合规与信息真实" },
    ],
  },
  {
    slug: "employment",
    name: "劳动用工",
    children: [
      { slug: "probation", name: "试用期与岗位" },
      { slug: "non-compete", name: "竞业限制" },
      { slug: "training-service", name: "培训与服务期" },
    ],
  },
  {
    slug: "general",
    name: "通用条款",
    children: [
      { slug: "effectiveness", name: "生效与期限" },
      { slug: "entire-agreement", name: "完整协议与变更" },
      { slug: "assignment", name: "转让与分包" },
    ],
  },
];
