// A general service contract (委托方／服务方) that many kinds share: consulting, design, supervision,
// outsourcing, advertising, property services. Templates supply the service-specific sections.
import {
  type Arrange,
  arrange,
  assemble,
  confidentiality,
  type DisputeMode,
  forceMajeure,
  LOSSES,
  MONEY,
  type Party,
  PENALTY_ADJUST,
  type Section,
  tail,
} from "./kit.ts";

export function serviceSections(scope: string[]): Section[] {
  return [
    { key: "scope", h: "服务内容", c: scope },
    {
      key: "term",
      h: "服务期限",
      c: ["服务期限自________年____月____日起至________年____月____日止。服务期限届满前____日，双方可以协商续签；未续签的，本合同于期限届满时终止。"],
    },
    {
      key: "standard",
      h: "服务标准",
      c: [
        "乙方应当按照国家和行业的有关标准、规范以及本合同约定提供服务，服务的具体要求见附件一。",
        "乙方应当指派具备相应专业能力和资格的人员提供服务，项目负责人为________，未经甲方书面同意不得更换。",
      ],
    },
    {
      key: "fee",
      h: "服务费用及支付",
      c: [
        `本合同服务费总额为${MONEY}（含税）。`,
        "服务费按照下列方式支付：（一）本合同签订之日起____日内，甲方支付服务费总额的____%；（二）________________后____日内，甲方支付服务费总额的____%；（三）全部服务完成并经甲方验收合格之日起____日内，甲方支付剩余服务费。",
        "乙方应当在甲方每次付款前开具等额合法有效的发票。乙方为提供服务发生的差旅费等费用□已包含在服务费中　□由甲方按照实际发生额另行承担。",
      ],
    },
    {
      key: "deliver",
      h: "成果交付与验收",
      c: [
        "乙方应当按照约定的时间和形式向甲方交付工作成果。甲方应当在收到工作成果之日起____个工作日内进行验收，验收不合格的，应当书面说明理由，乙方应当在____个工作日内修改完善后重新提交。",
        "甲方在前款期限内未提出书面异议的，视为验收合格；甲方已实际使用工作成果的，视为对已使用部分验收合格。",
      ],
    },
    {
      key: "a",
      h: "甲方的权利和义务",
      c: [
        "甲方应当按照约定向乙方提供开展服务所需的资料、信息和工作条件，并对其提供资料的真实性、合法性负责。",
        "甲方应当指定联系人负责与乙方沟通协调，及时答复乙方提出的问题和需要确认的事项。",
        "甲方有权了解服务的进展情况，对不符合约定的服务提出改进要求。",
      ],
    },
    {
      key: "b",
      h: "乙方的权利和义务",
      c: [
        "乙方应当按照本合同约定的内容、标准和期限提供服务，定期向甲方报告服务进展，遇有影响服务进度或者质量的情况，应当及时通知甲方。",
        "未经甲方书面同意，乙方不得将本合同项下的服务转委托给第三方。",
        "乙方应当妥善保管甲方提供的资料，合同终止后按照甲方要求返还或者销毁。",
      ],
    },
    {
      key: "breach",
      h: "违约责任",
      c: [
        "乙方未按照约定的期限或者标准提供服务的，甲方有权要求乙方限期改正；逾期未改正的，每逾期一日，乙方按照服务费总额的____‰向甲方支付违约金。",
        "甲方逾期支付服务费的，每逾期一日，按照逾期金额的____‰向乙方支付违约金；逾期超过____日的，乙方有权暂停服务，直至甲方付清欠款。",
        PENALTY_ADJUST,
        LOSSES,
      ],
    },
    {
      key: "termination",
      h: "合同的解除",
      c: [
        "有下列情形之一的，守约方有权书面通知对方解除本合同：（一）一方严重违反本合同约定，经对方书面催告后____日内仍未改正的；（二）一方进入破产程序或者丧失履约能力的；（三）法律规定的其他情形。",
        "本合同解除后，乙方应当将已完成的工作成果和甲方提供的资料移交甲方，甲方应当按照乙方已完成的工作量支付相应的服务费。",
      ],
    },
  ];
}

export const IP_TO_CLIENT = {
  h: "知识产权",
  c: [
    "乙方为履行本合同而创作、开发并交付的工作成果，其著作权等知识产权自甲方付清相应费用之日起归甲方所有。乙方在订立本合同前已经拥有的技术、素材和工具，其知识产权仍归乙方所有，甲方在使用工作成果所需的范围内享有永久、免费的使用权。",
    "乙方保证其交付的工作成果不侵犯第三方的知识产权或者其他合法权益；因此引起第三方索赔的，由乙方负责处理并承担全部责任。",
  ],
};

export type ServiceOpts = Arrange & {
  title: string;
  parties?: Party[];
  preamble: string;
  scope: string[];
  ip?: boolean;
  secret?: boolean;
  mode?: DisputeMode;
  attachments?: string[];
  extraTail?: string[];
  /** What the fee is called in this kind of contract (设计费、监理酬金…), replacing “服务费”. */
  fee?: string;
};

export const clientProvider = (a: Party["kind"] = "any", b: Party["kind"] = "org", roles: [string, string] = ["委托方", "服务方"]): Party[] => [
  { label: "甲方", role: roles[0], kind: a },
  { label: "乙方", role: roles[1], kind: b },
];

export function serviceBody(o: ServiceOpts): string {
  return assemble({
    title: o.title,
    parties: o.parties ?? clientProvider(),
    preamble: o.preamble,
    items: [
      ...arrange(
        serviceSections(o.scope).map((sec) => (o.fee && sec.key !== "scope" ? { ...sec, c: sec.c.map((c) => c.replaceAll("服务费", o.fee ?? "")) } : sec)),
        o,
      ),
      ...(o.ip ? [IP_TO_CLIENT] : []),
      ...(o.secret === false ? [] : [confidentiality()]),
      forceMajeure(),
      ...tail(o.mode ?? "choice", { extra: o.extraTail }),
    ],
    attachments: o.attachments ?? ["服务内容及要求"],
  });
}

export const servicePreamble = (what: string) =>
  `根据《中华人民共和国民法典》等法律法规的规定，甲乙双方在平等、自愿、公平、诚信的基础上，就甲方委托乙方${what}事宜协商一致，订立本合同。`;
