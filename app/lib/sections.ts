// Titles and one-line descriptions of every section of the site, keyed by the first path segments.
// Used for page titles and for sections that are announced but not yet open.
export type Section = { title: string; intro: string };

const SECTIONS: Record<string, Section> = {
  clause: { title: "条款库", intro: "按合同类型与用途整理的常用条款，可浏览全文并一键复制。" },
  "pages/clause/clause": { title: "条款库", intro: "按合同类型与用途整理的常用条款，可浏览全文并一键复制。" },
  documentLibrary: { title: "文书库", intro: "起诉状、答辩状、授权委托书、各类申请书等诉讼与非诉文书范本。" },
  "pages/documentLibrary/documentLibrary": { title: "文书库", intro: "起诉状、答辩状、授权委托书、各类申请书等诉讼与非诉文书范本。" },
  lawyerArticle: { title: "法律文集", intro: "执业律师撰写的实务文章，按专业领域分类，持续更新。" },
  "pages/lawyerArticle/lawyerArticle": { title: "法律文集", intro: "执业律师撰写的实务文章，按专业领域分类，持续更新。" },
  articleClassification: { title: "文章分类", intro: "按专业领域浏览法律文集。" },
  articleSearch: { title: "文章搜索", intro: "在法律文集中按关键词查找文章。" },
  legalKnowledge: { title: "法律常识", intro: "面向企业与个人的常见法律问题解答。" },
  articleDetails: { title: "文章详情", intro: "法律文集的文章正文与作者信息。" },
  "subPackageDetails/articleDetails/articleDetails": { title: "文章详情", intro: "法律文集的文章正文与作者信息。" },
  regulations: { title: "法律法规", intro: "法律、行政法规、司法解释、部门规章与地方性法规，可按效力与时效筛选。" },
  caseLibrary: { title: "案例库", intro: "按案由、法院与年份检索的裁判案例，附裁判要旨。" },
  templateDetails: { title: "合同详情", intro: "合同范本的适用说明、风险提示与正文预览。" },
  "subPackageDetails/templateDetails/templateDetails": { title: "合同详情", intro: "合同范本的适用说明、风险提示与正文预览。" },
  "subPackageDetails/seekSearch/seekSearch": { title: "搜索", intro: "在合同、条款、文书与律师中查找。" },
  litigationCosts: { title: "诉讼费计算器", intro: "依据《诉讼费用交纳办法》计算案件受理费、申请保全费与申请执行费。" },
  brand: { title: "商标分类表", intro: "尼斯分类第十三版 45 个类别、类似群与商品服务项目，支持检索。" },
  buyCustom: { title: "合同定制", intro: "由执业律师根据您的交易情况起草专属合同。" },
  tellConsult: { title: "电话咨询", intro: "付费后由专业律师在约定时段内回电解答。" },
  onLineAdvice: { title: "在线咨询", intro: "付费后与执业律师实时图文沟通。" },
  "subPackageDetails/AdsBuy/AdsBuy": { title: "广告投放", intro: "在契合平台投放品牌与服务广告。" },
  seekLawyer: { title: "找律师", intro: "按城市、专业领域与执业年限查找执业律师。" },
  "pages/seekLawyer/seekLawyer": { title: "找律师", intro: "按城市、专业领域与执业年限查找执业律师。" },
  "pages/seekSecondLevelLawyer/seekSecondLevelLawyer": { title: "找律师", intro: "按专业领域查找执业律师。" },
  seekSearch: { title: "律师搜索", intro: "按律师姓名或律所名称搜索。" },
  areasOfExpertise: { title: "专业领域", intro: "按专业领域浏览执业律师。" },
  authorInformation: { title: "律师主页", intro: "律师的执业信息、服务项目、文章与代表案例。" },
  "subPackageDetails/authorInformation/authorInformation": { title: "律师主页", intro: "律师的执业信息、服务项目、文章与代表案例。" },
  personalCenter: { title: "我的资料", intro: "头像、昵称、真实姓名与绑定手机号。" },
  lawyerAuthentication: { title: "律师认证", intro: "实名认证与律师执业认证，审核通过后即可开通律师服务。" },
  myMember: { title: "我的会员", intro: "开通或续费 VIP 会员，会员免费下载指定范本。" },
  myEarnings: { title: "我的收益", intro: "上传范本与律师服务的收益明细及提现。" },
  myIntegral: { title: "我的积分", intro: "积分余额与获取、使用记录。" },
  mySpecialArea: { title: "上传专区", intro: "上传您的合同范本与文章，审核通过后发布并获得收益。" },
  myTemplate: { title: "我的模板", intro: "已购买、已上传与浏览过的合同范本。" },
  myAdvice: { title: "我的咨询", intro: "电话咨询与在线咨询订单及聊天记录。" },
  custom: { title: "定制与审核", intro: "合同定制与合同审核订单的进度与交付。" },
  myOrder: { title: "我的订单", intro: "范本、会员、咨询、定制与广告订单，支持退款申请。" },
  myInvoice: { title: "我的开票", intro: "申请开具发票、查看开票记录与常用抬头。" },
  systemSecurity: { title: "系统安全", intro: "登录密码、绑定手机与微信、登录设备管理。" },
  lawyer: { title: "定制服务", intro: "律师承接的合同定制与审核订单。" },
  adviceService: { title: "咨询中心", intro: "律师接单与在线咨询工作台。" },
};

/** The section of a pathname: the longest registered prefix wins (mini-program paths first). */
export function sectionOf(pathname: string): Section | undefined {
  const segments = pathname.replace(/^\/+|\/+$/g, "").split("/");
  for (let n = segments.length; n > 0; n--) {
    const hit = SECTIONS[segments.slice(0, n).join("/")];
    if (hit) return hit;
  }
  return undefined;
}
