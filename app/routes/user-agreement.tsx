import type { Route } from "./+types/user-agreement";

export const meta: Route.MetaFunction = () => [{ title: "用户协议 - 契合" }];

const SECTIONS: [string, string[]][] = [
  [
    "一、协议的适用",
    [
      "本协议是您与契合平台运营方之间关于注册、登录和使用契合平台服务所订立的协议。您通过手机号验证码、密码或微信扫码等方式登录即视为已阅读并同意本协议。",
      "未满十八周岁的用户，请在监护人陪同下阅读本协议并在监护人同意后使用本平台服务。",
    ],
  ],
  [
    "二、账号与安全",
    [
      "您应使用本人实名登记的手机号注册账号，并妥善保管验证码、密码及绑定的微信账号。因您保管不善导致的损失由您自行承担。",
      "发现账号被盗用或存在安全风险的，请立即在“系统安全”中修改密码、退出其他设备，或通过找回密码功能重置密码。",
    ],
  ],
  [
    "三、平台内容",
    [
      "平台提供的合同范本、条款、文书、法律文章、法规与案例仅供参考，不构成针对具体事项的法律意见。您应结合自身交易情况审慎使用，必要时委托执业律师处理。",
      "您上传的范本与文章应为本人原创或已获得合法授权，不得侵犯他人知识产权、商业秘密或个人信息。经审核发布的内容，平台有权在本平台范围内展示和销售，并按规则向您结算收益。",
    ],
  ],
  [
    "四、律师服务",
    ["平台律师均须完成实名认证与执业证核验。律师提供的咨询、合同定制与审核服务由律师本人独立提供并承担执业责任，平台负责撮合交易、资金保障与服务记录留存。"],
  ],
  [
    "五、个人信息保护",
    [
      "我们依照《中华人民共和国个人信息保护法》处理您的个人信息，仅在提供服务所必需的范围内收集手机号、登录设备等信息，未经您同意不向第三方提供，法律法规另有规定的除外。",
    ],
  ],
  [
    "六、其他",
    [
      "本协议的订立、履行和解释适用中华人民共和国法律。因本协议产生的争议，双方应友好协商；协商不成的，任何一方可向平台运营方所在地有管辖权的人民法院提起诉讼。",
    ],
  ],
];

export default function UserAgreement() {
  return (
    <article className="mx-auto max-w-3xl rounded-lg border border-slate-200 bg-white p-6 leading-7 text-slate-700 sm:p-10">
      <h1 className="text-2xl font-semibold text-slate-900">契合用户协议</h1>
      {SECTIONS.map(([title, paragraphs]) => (
        <section key={title}>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">{title}</h2>
          {paragraphs.map((p) => (
            <p key={p.slice(0, 12)} className="mt-2">
              {p}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
