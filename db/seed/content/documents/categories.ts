// The document library's categories (文书库分类): kind 1 诉讼文书, kind 2 非诉文书, two levels each.
// Slugs are stable identifiers; every document belongs to a subcategory.

export type DocumentCategory = { slug: string; name: string; kind: 1 | 2; children: { slug: string; name: string }[] };

export const DOCUMENT_CATEGORIES: DocumentCategory[] = [
  {
    slug: "pleadings",
    name: "起诉与答辩",
    kind: 1,
    children: [
      { slug: "complaint", name: "民事起诉状" },
      { slug: "defense", name: "答辩状" },
      { slug: "counterclaim", name: "反诉状" },
    ],
  },
  {
    slug: "appeal-retrial",
    name: "上诉与再审",
    kind: 1,
    children: [
      { slug: "appeal", name: "上诉状" },
      { slug: "retrial", name: "再审申请" },
    ],
  },
  {
    slug: "preservation-execution",
    name: "保全与执行",
    kind: 1,
    children: [
      { slug: "preservation", name: "保全申请" },
      { slug: "execution", name: "执行申请" },
      { slug: "execution-objection", name: "执行异议" },
    ],
  },
  {
    slug: "evidence",
    name: "证据与调查",
    kind: 1,
    children: [
      { slug: "evidence-list", name: "证据清单与质证" },
      { slug: "investigation", name: "调查取证与鉴定" },
      { slug: "evidence-preservation", name: "证据保全" },
    ],
  },
  {
    slug: "procedure",
    name: "程序性申请",
    kind: 1,
    children: [
      { slug: "jurisdiction-objection", name: "管辖权异议" },
      { slug: "withdrawal", name: "撤诉与撤回" },
      { slug: "hearing", name: "开庭与回避" },
    ],
  },
  {
    slug: "agency",
    name: "代理与身份证明",
    kind: 1,
    children: [
      { slug: "power-of-attorney", name: "授权委托书" },
      { slug: "identity", name: "身份证明" },
    ],
  },
  {
    slug: "letters",
    name: "律师函件",
    kind: 2,
    children: [
      { slug: "lawyer-letter", name: "律师函" },
      { slug: "legal-opinion", name: "法律意见书" },
    ],
  },
  {
    slug: "contract-notices",
    name: "合同履行函件",
    kind: 2,
    children: [
      { slug: "demand", name: "催款与对账" },
      { slug: "termination-notice", name: "解除通知" },
      { slug: "assignment-notice", name: "债权转让通知" },
      { slug: "objection", name: "异议与回复" },
    ],
  },
  {
    slug: "authorization",
    name: "授权与承诺",
    kind: 2,
    children: [
      { slug: "authorization-letter", name: "授权书与委托书" },
      { slug: "commitment", name: "承诺书" },
      { slug: "declaration", name: "声明" },
    ],
  },
  {
    slug: "corporate",
    name: "公司事务",
    kind: 2,
    children: [
      { slug: "shareholder-resolution", name: "股东会决议" },
      { slug: "board-resolution", name: "董事会决议" },
      { slug: "articles-amendment", name: "章程修正案" },
    ],
  },
  {
    slug: "hr",
    name: "劳动人事",
    kind: 2,
    children: [
      { slug: "hr-notice", name: "通知书" },
      { slug: "certificate", name: "证明" },
    ],
  },
  {
    slug: "personal",
    name: "个人事务",
    kind: 2,
    children: [{ slug: "iou-receipt", name: "借条与收条" }],
  },
];
