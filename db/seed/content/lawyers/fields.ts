// The professional field tree (专业领域) of the lawyer directory: top-level practice groups and the
// fields a lawyer picks on the profile. Slugs are stable keys for the seed; ids are assigned in order.
export type FieldSeed = { slug: string; name: string; children: { slug: string; name: string }[] };

export const PROFESSIONAL_FIELDS: FieldSeed[] = [
  {
    slug: "civil",
    name: "民商事",
    children: [
      { slug: "contract", name: "合同纠纷" },
      { slug: "debt", name: "债权债务" },
      { slug: "property", name: "房产纠纷" },
      { slug: "construction", name: "建设工程" },
    ],
  },
  {
    slug: "family",
    name: "婚姻家庭",
    children: [
      { slug: "marriage", name: "婚姻家事" },
      { slug: "inheritance", name: "遗产继承" },
      { slug: "custody", name: "子女抚养" },
      { slug: "wealth", name: "家族财富传承" },
    ],
  },
  {
    slug: "corporate",
    name: "公司企业",
    children: [
      { slug: "equity", name: "公司股权" },
      { slug: "governance", name: "公司治理" },
      { slug: "incentive", name: "股权激励" },
      { slug: "ma", name: "并购重组" },
      { slug: "bankruptcy", name: "破产清算" },
    ],
  },
  {
    slug: "labor-group",
    name: "劳动人事",
    children: [
      { slug: "labor", name: "劳动争议" },
      { slug: "work-injury", name: "工伤赔偿" },
      { slug: "social-insurance", name: "社保纠纷" },
      { slug: "hr-compliance", name: "企业用工合规" },
    ],
  },
  {
    slug: "criminal-group",
    name: "刑事",
    children: [
      { slug: "criminal", name: "刑事辩护" },
      { slug: "economic-crime", name: "经济犯罪" },
      { slug: "duty-crime", name: "职务犯罪" },
      { slug: "criminal-complaint", name: "刑事控告" },
    ],
  },
  {
    slug: "administrative",
    name: "行政",
    children: [
      { slug: "admin-litigation", name: "行政诉讼" },
      { slug: "expropriation", name: "征地拆迁" },
      { slug: "admin-review", name: "行政复议" },
      { slug: "gov-counsel", name: "政府法律顾问" },
    ],
  },
  {
    slug: "ip-group",
    name: "知识产权与科技",
    children: [
      { slug: "ip", name: "知识产权" },
      { slug: "trademark-patent", name: "商标专利" },
      { slug: "copyright", name: "著作权" },
      { slug: "trade-secret", name: "商业秘密" },
      { slug: "data-compliance", name: "数据合规" },
    ],
  },
  {
    slug: "finance",
    name: "金融与资本市场",
    children: [
      { slug: "loan", name: "金融借款" },
      { slug: "securities", name: "证券期货" },
      { slug: "private-fund", name: "私募基金" },
      { slug: "insurance", name: "保险理赔" },
    ],
  },
  {
    slug: "foreign",
    name: "涉外与海事",
    children: [
      { slug: "foreign-law", name: "涉外法律" },
      { slug: "trade", name: "国际贸易" },
      { slug: "cross-border", name: "跨境投资" },
      { slug: "maritime", name: "海事海商" },
    ],
  },
  {
    slug: "damages",
    name: "损害赔偿",
    children: [
      { slug: "traffic", name: "交通事故" },
      { slug: "medical", name: "医疗纠纷" },
      { slug: "personal-injury", name: "人身损害" },
      { slug: "product-liability", name: "产品责任" },
    ],
  },
  {
    slug: "tax",
    name: "财税",
    children: [
      { slug: "tax-planning", name: "税务筹划" },
      { slug: "tax-audit", name: "税务稽查应对" },
      { slug: "tax-compliance", name: "财税合规" },
    ],
  },
  {
    slug: "dispute",
    name: "争议解决",
    children: [
      { slug: "arbitration", name: "商事仲裁" },
      { slug: "enforcement", name: "强制执行" },
      { slug: "retrial", name: "申诉再审" },
    ],
  },
  {
    slug: "internet",
    name: "消费与互联网",
    children: [
      { slug: "consumer", name: "消费维权" },
      { slug: "online-tort", name: "网络侵权" },
      { slug: "ecommerce", name: "电子商务" },
    ],
  },
];
