// The contract library's two-level category tree (合同库分类). Slugs are stable identifiers.

export const TEMPLATE_CATEGORIES: { slug: string; name: string; children: { slug: string; name: string }[] }[] = [
  {
    slug: "sale",
    name: "买卖合同",
    children: [
      { slug: "goods-sale", name: "货物买卖" },
      { slug: "equipment-purchase", name: "设备采购" },
      { slug: "house-sale", name: "房屋买卖" },
      { slug: "vehicle-sale", name: "车辆买卖" },
      { slug: "farm-produce", name: "农产品购销" },
    ],
  },
  {
    slug: "lease",
    name: "租赁合同",
    children: [
      { slug: "residential-lease", name: "住房租赁" },
      { slug: "commercial-lease", name: "商铺写字楼租赁" },
      { slug: "equipment-lease", name: "设备租赁" },
      { slug: "vehicle-lease", name: "汽车租赁" },
      { slug: "land-factory-lease", name: "厂房仓库与土地" },
    ],
  },
  {
    slug: "labor",
    name: "劳动人事",
    children: [
      { slug: "labor-contract", name: "劳动合同" },
      { slug: "labor-service", name: "劳务用工" },
      { slug: "internship", name: "实习协议" },
      { slug: "labor-dispatch", name: "劳务派遣" },
      { slug: "labor-termination", name: "解除与离职" },
    ],
  },
  {
    slug: "construction",
    name: "建设工程",
    children: [
      { slug: "construction-contract", name: "施工承包" },
      { slug: "subcontract", name: "专业与劳务分包" },
      { slug: "decoration", name: "装饰装修" },
      { slug: "design", name: "勘察设计" },
      { slug: "supervision", name: "监理与造价咨询" },
    ],
  },
  {
    slug: "loan-guarantee",
    name: "借款担保",
    children: [
      { slug: "private-loan", name: "民间借贷" },
      { slug: "corporate-loan", name: "企业借款" },
      { slug: "guarantee", name: "保证担保" },
      { slug: "mortgage-pledge", name: "抵押质押" },
    ],
  },
  {
    slug: "equity",
    name: "股权投资",
    children: [
      { slug: "equity-transfer", name: "股权转让" },
      { slug: "capital-increase", name: "增资融资" },
      { slug: "partnership", name: "合伙协议" },
      { slug: "nominee-holding", name: "股权代持" },
      { slug: "equity-incentive", name: "股权激励" },
    ],
  },
  {
    slug: "ip",
    name: "知识产权",
    children: [
      { slug: "trademark", name: "商标" },
      { slug: "copyright", name: "著作权" },
      { slug: "patent", name: "专利" },
      { slug: "franchise", name: "特许经营" },
    ],
  },
  {
    slug: "technology",
    name: "技术合同",
    children: [
      { slug: "tech-development", name: "技术开发" },
      { slug: "tech-transfer", name: "技术转让与许可" },
      { slug: "tech-service", name: "技术服务" },
      { slug: "software", name: "软件与信息系统" },
      { slug: "tech-consulting", name: "技术咨询" },
    ],
  },
  {
    slug: "service",
    name: "委托服务",
    children: [
      { slug: "agency", name: "委托代理" },
      { slug: "intermediary", name: "中介服务" },
      { slug: "transport", name: "运输物流" },
      { slug: "warehousing", name: "仓储保管" },
      { slug: "advertising", name: "广告推广" },
      { slug: "household-property", name: "家政与物业" },
    ],
  },
  {
    slug: "family",
    name: "婚姻家庭",
    children: [
      { slug: "marital-property", name: "婚前婚内财产" },
      { slug: "divorce", name: "离婚协议" },
      { slug: "support", name: "抚养赡养" },
      { slug: "inheritance-gift", name: "遗赠扶养与赠与" },
    ],
  },
  {
    slug: "governance",
    name: "公司治理",
    children: [
      { slug: "articles", name: "公司章程" },
      { slug: "shareholder-agreement", name: "股东协议" },
      { slug: "executive", name: "董事高管聘任" },
      { slug: "joint-venture", name: "合资合作" },
    ],
  },
  {
    slug: "confidentiality",
    name: "保密与竞业",
    children: [
      { slug: "nda-mutual", name: "双向保密" },
      { slug: "nda-unilateral", name: "单向保密" },
      { slug: "employee-confidentiality", name: "员工保密" },
      { slug: "non-compete", name: "竞业限制" },
    ],
  },
];
