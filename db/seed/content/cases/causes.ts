// Causes of action (案由) of the case library, two levels, named as in 最高人民法院《民事案件案由规定》
// (2020年修正). The first level is the cause group users browse by; where the regulation has a third
// level (e.g. 劳动合同纠纷 › 追索劳动报酬纠纷) it is listed directly under the group. Slugs are stable.

export type CauseNode = { slug: string; name: string; children: { slug: string; name: string }[] };

export const CASE_CAUSES: CauseNode[] = [
  {
    slug: "contract",
    name: "合同纠纷",
    children: [
      { slug: "sale", name: "买卖合同纠纷" },
      { slug: "house-sale", name: "房屋买卖合同纠纷" },
      { slug: "house-lease", name: "房屋租赁合同纠纷" },
      { slug: "private-loan", name: "民间借贷纠纷" },
      { slug: "bank-loan", name: "金融借款合同纠纷" },
      { slug: "guaranty", name: "保证合同纠纷" },
      { slug: "construction", name: "建设工程施工合同纠纷" },
      { slug: "decoration", name: "装饰装修合同纠纷" },
      { slug: "property-service", name: "物业服务合同纠纷" },
      { slug: "work", name: "承揽合同纠纷" },
      { slug: "training", name: "教育培训合同纠纷" },
    ],
  },
  {
    slug: "labor",
    name: "劳动争议",
    children: [
      { slug: "labor-contract", name: "劳动合同纠纷" },
      { slug: "labor-relation", name: "确认劳动关系纠纷" },
      { slug: "labor-pay", name: "追索劳动报酬纠纷" },
      { slug: "severance", name: "经济补偿金纠纷" },
      { slug: "non-compete", name: "竞业限制纠纷" },
      { slug: "work-injury", name: "工伤保险待遇纠纷" },
    ],
  },
  {
    slug: "tort",
    name: "侵权责任纠纷",
    children: [
      { slug: "traffic", name: "机动车交通事故责任纠纷" },
      { slug: "safety-duty", name: "违反安全保障义务责任纠纷" },
      { slug: "animal", name: "饲养动物损害责任纠纷" },
      { slug: "product", name: "产品责任纠纷" },
      { slug: "medical", name: "医疗损害责任纠纷" },
      { slug: "falling-object", name: "不明抛掷物、坠落物损害责任纠纷" },
    ],
  },
  {
    slug: "personality",
    name: "人格权纠纷",
    children: [
      { slug: "reputation", name: "名誉权纠纷" },
      { slug: "privacy", name: "隐私权、个人信息保护纠纷" },
      { slug: "portrait", name: "肖像权纠纷" },
      { slug: "health", name: "生命权、身体权、健康权纠纷" },
    ],
  },
  {
    slug: "family",
    name: "婚姻家庭纠纷",
    children: [
      { slug: "divorce", name: "离婚纠纷" },
      { slug: "post-divorce-property", name: "离婚后财产纠纷" },
      { slug: "child-support", name: "抚养费纠纷" },
      { slug: "custody-change", name: "变更抚养关系纠纷" },
      { slug: "elder-support", name: "赡养费纠纷" },
    ],
  },
  {
    slug: "succession",
    name: "继承纠纷",
    children: [
      { slug: "statutory-succession", name: "法定继承纠纷" },
      { slug: "testamentary-succession", name: "遗嘱继承纠纷" },
      { slug: "support-bequest", name: "遗赠扶养协议纠纷" },
    ],
  },
  {
    slug: "company",
    name: "与公司有关的纠纷",
    children: [
      { slug: "shareholder-status", name: "股东资格确认纠纷" },
      { slug: "shareholder-info", name: "股东知情权纠纷" },
      { slug: "equity-transfer", name: "股权转让纠纷" },
      { slug: "resolution-revoke", name: "公司决议撤销纠纷" },
      { slug: "capital-contribution", name: "股东出资纠纷" },
      { slug: "harm-company", name: "损害公司利益责任纠纷" },
    ],
  },
  {
    slug: "ip",
    name: "知识产权与竞争纠纷",
    children: [
      { slug: "copyright-network", name: "侵害作品信息网络传播权纠纷" },
      { slug: "trademark", name: "侵害商标权纠纷" },
      { slug: "patent", name: "侵害实用新型专利权纠纷" },
      { slug: "counterfeit", name: "仿冒纠纷" },
      { slug: "trade-secret", name: "侵害商业秘密纠纷" },
    ],
  },
  {
    slug: "real-right",
    name: "物权纠纷",
    children: [
      { slug: "neighbor", name: "相邻关系纠纷" },
      { slug: "obstruction", name: "排除妨害纠纷" },
    ],
  },
  {
    slug: "quasi-contract",
    name: "准合同纠纷",
    children: [{ slug: "unjust-enrichment", name: "不当得利纠纷" }],
  },
  {
    slug: "insurance",
    name: "保险纠纷",
    children: [
      { slug: "property-insurance", name: "财产保险合同纠纷" },
      { slug: "life-insurance", name: "人身保险合同纠纷" },
    ],
  },
];

/** Leaf slug → cause name, for the judgment texts. */
export function causeName(slug: string): string {
  for (const top of CASE_CAUSES) {
    const child = top.children.find((c) => c.slug === slug);
    if (child) return child.name;
  }
  throw new Error(`未知的案由：${slug}`);
}
