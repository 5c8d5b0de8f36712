import { BookOpen, Calculator, FileSignature, FileText, Gavel, Landmark, Scale, Tags, Users } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "契合 - 合同范本与法律服务平台" },
  { name: "description", content: "合同范本、常用条款、诉讼文书、法律法规与裁判案例一站检索；执业律师提供电话咨询、在线咨询、合同定制与审核。" },
];

const SERVICES = [
  { to: "/", icon: FileSignature, title: "合同库", text: "买卖、租赁、劳动、股权、工程等常用合同范本，标明适用场景与风险提示。" },
  { to: "/clause", icon: FileText, title: "条款库", text: "保密、违约责任、争议解决等高频条款，按用途分类，可直接复制使用。" },
  { to: "/documentLibrary", icon: BookOpen, title: "文书库", text: "起诉状、答辩状、授权委托书、财产保全申请书等诉讼与非诉文书。" },
  { to: "/lawyerArticle", icon: Scale, title: "法律文集", text: "执业律师撰写的实务文章，聚焦公司治理、劳动用工、婚姻家事等领域。" },
  { to: "/seekLawyer", icon: Users, title: "找律师", text: "按城市与专业领域查找经过执业认证的律师，支持电话与在线咨询。" },
  { to: "/regulations", icon: Landmark, title: "法律法规", text: "法律、行政法规、司法解释与地方性法规，标注现行有效、已修改或已废止。" },
  { to: "/caseLibrary", icon: Gavel, title: "案例库", text: "按案由、法院与年份检索裁判案例，提炼裁判要旨，便于类案参考。" },
  { to: "/litigationCosts", icon: Calculator, title: "诉讼费计算器", text: "依据《诉讼费用交纳办法》分段累计计算受理费、保全费与执行费。" },
  { to: "/brand", icon: Tags, title: "商标分类表", text: "尼斯分类 45 个类别及类似群、商品服务项目，注册商标前先查清类别。" },
] as const;

const PROMISES = [
  ["律师把关", "平台自营范本由执业律师起草并定期复核，随法律修订及时更新。"],
  ["来源清晰", "每份范本标明自营、用户提供或政府示范文本，便于判断适用性。"],
  ["执业认证", "入驻律师须通过实名认证与执业证核验，服务评价仅来自已完成订单。"],
  ["交易有保障", "咨询与定制服务先付款后履约，律师未接单的订单自动退款。"],
] as const;

export default function Home() {
  return (
    <div className="space-y-10">
      <section className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-10 text-white sm:px-10 sm:py-14">
        <h1 className="text-2xl font-semibold sm:text-3xl">合同范本与法律服务，一站办妥</h1>
        <p className="mt-3 max-w-2xl text-sm leading-6 text-white/85 sm:text-base">
          找合同、查法规、看案例、问律师。契合汇集律师起草的合同范本与实务资料，并由执业律师提供咨询、合同定制与审核服务。
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/seekLawyer" className="rounded-md bg-white px-5 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
            找律师咨询
          </Link>
          <Link to="/settleIn" className="rounded-md border border-white/70 px-5 py-2 text-sm hover:bg-white/10">
            律师免费入驻
          </Link>
        </div>
      </section>

      <section aria-labelledby="services-title">
        <h2 id="services-title" className="mb-4 text-lg font-semibold text-slate-900">
          平台服务
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ to, icon: Icon, title, text }) => (
            <li key={title}>
              <Link to={to} className="flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500 hover:shadow-sm">
                <Icon className="mt-0.5 h-6 w-6 shrink-0 text-brand-600" aria-hidden />
                <span>
                  <span className="block font-medium text-slate-900">{title}</span>
                  <span className="mt-1 block text-sm leading-6 text-slate-600">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="promise-title" className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="promise-title" className="mb-4 text-lg font-semibold text-slate-900">
          为什么选择契合
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROMISES.map(([title, text]) => (
            <div key={title}>
              <dt className="font-medium text-brand-700">{title}</dt>
              <dd className="mt-1 text-sm leading-6 text-slate-600">{text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
