import { Link } from "react-router";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = () => [
  { title: "关于我们 - 契合" },
  { name: "description", content: "契合是面向企业与个人的合同范本与法律服务平台，由律师事务所网络共同运营。" },
];

export default function AboutUs() {
  return (
    <article className="mx-auto max-w-3xl rounded-lg border border-slate-200 bg-white p-6 leading-7 text-slate-700 sm:p-10">
      <h1 className="text-2xl font-semibold text-slate-900">关于契合</h1>
      <p className="mt-4">
        契合是一个面向企业与个人的合同范本与法律服务平台。我们相信，大多数纠纷源于签约时的疏忽：条款约定不明、权利义务失衡、违约责任缺位。把合同写清楚，是成本最低的风险防范。
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">我们做什么</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>提供由执业律师起草、定期复核的合同范本，以及常用条款、诉讼文书与法律法规、裁判案例检索；</li>
        <li>连接经过实名与执业认证的律师，提供电话咨询、在线咨询、合同定制与合同审核服务；</li>
        <li>为法律从业者提供发布文章、上传范本并获得收益的渠道，让专业经验被更多人用上。</li>
      </ul>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">我们的原则</h2>
      <p className="mt-2">
        范本注明来源与适用场景，不夸大、不替代个案判断；律师信息经核验后公示，服务评价只来自真实完成的订单；用户资料依法保护，未经同意不向第三方提供。
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">重要提示</h2>
      <p className="mt-2">
        平台内的合同范本、文章与计算工具仅供参考，不构成针对具体事项的法律意见。涉及重大权益或诉讼的事项，建议委托执业律师结合具体情况处理。
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">联系我们</h2>
      <p className="mt-2">
        律师与律所合作，请通过
        <Link to="/settleIn" className="mx-1 text-brand-600 underline underline-offset-2">
          律师入驻
        </Link>
        页面提交申请，我们的工作人员会在一个工作日内与您联系。
      </p>
    </article>
  );
}
