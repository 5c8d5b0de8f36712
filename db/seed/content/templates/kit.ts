// Building blocks for the seed contract templates: an assembler that numbers articles (第一条…) and
// chapters (第一章…), party and signature blocks, and the clauses most contracts share.

export type TemplateSeed = {
  /** A subcategory slug from TEMPLATE_CATEGORIES. */
  category: string;
  title: string;
  /** 0 平台自营, 1 用户提供, 2 政府示范文本 */
  source: 0 | 1 | 2;
  /** 0 = free. */
  priceFen: number;
  memberFree: boolean;
  /** 适用场景 */
  summary: string;
  /** 使用说明 */
  useNotes: string[];
  /** 风险提示 */
  riskNotes: string[];
  body: string;
};

/** An article: heading and its numbered clauses (a single clause is printed without a number). */
export type Article = { h: string; c: string[] };
export type Chapter = { chapter: string };
export type Item = Article | Chapter;

/** org: 法人或非法人组织; person: 自然人; any: 两者皆可. lines replaces the default detail lines. */
export type Party = { label: string; role: string; kind: "org" | "person" | "any"; lines?: string[] };

export type Contract = {
  title: string;
  parties: Party[];
  preamble: string;
  items: Item[];
  attachments?: string[];
  /** Extra lines in the signature block, before the date (e.g. witnesses). */
  signExtra?: string[];
};

const DIGITS = "零一二三四五六七八九";

/** 1 → 一, 10 → 十, 21 → 二十一, 105 → 一百零五. */
export function cnNum(n: number): string {
  if (!Number.isInteger(n) || n <= 0 || n >= 1000) throw new RangeError(`cannot number ${n}`);
  const h = Math.floor(n / 100);
  const t = Math.floor((n % 100) / 10);
  const u = n % 10;
  let s = h ? `${DIGITS.charAt(h)}百` : "";
  if (t) s += `${t === 1 && !h ? "" : DIGITS.charAt(t)}十`;
  else if (h && u) s += "零";
  if (u) s += DIGITS.charAt(u);
  return s;
}

const BLANK_NAME = "________________________";

function partyLines(p: Party): string[] {
  const head = `${p.label}（${p.role}）：${BLANK_NAME}`;
  if (p.lines) return [head, ...p.lines];
  const contact = "联系电话：______________　电子邮箱：______________";
  if (p.kind === "org") {
    return [
      head,
      "统一社会信用代码：______________________",
      "住所：______________________________",
      "法定代表人：____________　联系人：____________",
      contact,
    ];
  }
  if (p.kind === "person") {
    return [head, "身份证号码：______________________", "住址：______________________________", contact];
  }
  return [head, "统一社会信用代码／身份证号码：______________________", "住所／住址：______________________________", contact];
}

function signLines(p: Party): string[] {
  if (p.kind === "org") return [`${p.label}（盖章）：`, "法定代表人或授权代表（签字）：____________"];
  if (p.kind === "person") return [`${p.label}（签字）：____________`];
  return [`${p.label}（签字或盖章）：____________`];
}

function isChapter(item: Item): item is Chapter {
  return "chapter" in item;
}

/** How the text refers to itself: 本协议 for a 协议／协议书, 本章程 for a 章程, else 本合同. */
function selfName(title: string): string {
  const t = title.replace(/（[^）]*）$/, "");
  if (/协议书?$/.test(t)) return "本协议";
  if (t.endsWith("章程")) return "本章程";
  return "本合同";
}

/** Renders a contract as plain text with articles and chapters numbered in order. Clause blocks say
 * “本合同”; a 协议 or 章程 gets its own word. */
export function assemble(k: Contract): string {
  const doc = selfName(k.title);
  const text = doc === "本合同" ? (s: string) => s : (s: string) => s.replaceAll("本合同", doc);
  const out: string[] = [k.title, ""];
  for (const p of k.parties) out.push(...partyLines(p), "");
  out.push(text(k.preamble), "");
  let art = 0;
  let chap = 0;
  for (const item of k.items) {
    if (isChapter(item)) {
      chap += 1;
      out.push(`第${cnNum(chap)}章　${item.chapter}`);
      continue;
    }
    art += 1;
    out.push(`第${cnNum(art)}条　${item.h}`);
    if (item.c.length === 1) out.push(text(item.c[0] ?? ""));
    else
      item.c.forEach((c, i) => {
        out.push(`${i + 1}. ${text(c)}`);
      });
  }
  out.push("（以下无正文）", "");
  if (k.attachments?.length) {
    k.attachments.forEach((a, i) => {
      out.push(`附件${cnNum(i + 1)}：${a}`);
    });
    out.push("");
  }
  for (const p of k.parties) out.push(...signLines(p), "");
  if (k.signExtra) out.push(...k.signExtra, "");
  out.push("签订日期：________年____月____日", "签订地点：________________________");
  return out.join("\n");
}

/** A named article inside a builder's default sequence, so templates can replace, drop or add around it. */
export type Section = { key: string; h: string; c: string[] };
export type Arrange = {
  /** Replace the clauses of a section. */
  replace?: Record<string, string[]>;
  /** Append clauses to a section. */
  add?: Record<string, string[]>;
  /** Rename a section's heading. */
  rename?: Record<string, string>;
  drop?: string[];
  /** Insert articles after the section with this key ("" = at the start). */
  insert?: { after: string; art: Article[] }[];
};

export function arrange(base: Section[], o: Arrange = {}): Article[] {
  const out: Article[] = [];
  for (const ins of o.insert ?? []) if (ins.after === "") out.push(...ins.art);
  for (const s of base) {
    if (!o.drop?.includes(s.key)) {
      out.push({ h: o.rename?.[s.key] ?? s.h, c: [...(o.replace?.[s.key] ?? s.c), ...(o.add?.[s.key] ?? [])] });
    }
    for (const ins of o.insert ?? []) if (ins.after === s.key) out.push(...ins.art);
  }
  return out;
}

/** Template-specific notes first, then the kind's common notes, 3 to 5 in all. */
export function notes(specific: string[], common: string[]): string[] {
  return [...specific, ...common].slice(0, 5);
}

export const MONEY = "人民币（大写）________________元（¥____________）";

/** What a party in breach must make good: the recoverable losses and costs of enforcing. */
export const LOSSES =
  "违约方应当赔偿守约方因此遭受的损失，包括直接损失，以及守约方为实现权利而支出的诉讼费或仲裁费、保全费、保全担保费、鉴定费、公告费、差旅费和合理的律师费等费用。";

export const PENALTY_ADJUST = "本合同约定的违约金不足以弥补守约方损失的，违约方还应当就不足部分予以赔偿。";

export function forceMajeure(days = "三十"): Article {
  return {
    h: "不可抗力",
    c: [
      "本合同所称不可抗力，是指不能预见、不能避免且不能克服的客观情况，包括地震、台风、洪水等自然灾害，战争、动乱，以及突发公共卫生事件和政府为应对上述事件依法采取的管制措施等。",
      "因不可抗力不能履行本合同的，根据不可抗力的影响，部分或者全部免除责任，但是法律另有规定的除外。当事人迟延履行后发生不可抗力的，不免除其违约责任。",
      "受不可抗力影响的一方应当及时通知对方，以减轻可能给对方造成的损失，并应当在不可抗力事件发生之日起十五日内提供有关机构出具的证明或者其他合理证据。",
      `不可抗力影响持续超过${days}日，致使本合同目的不能实现的，任何一方均可以书面通知对方解除本合同，双方按照已实际履行的部分进行结算。`,
    ],
  };
}

export function confidentiality(who = "双方", years = "____"): Article {
  return {
    h: "保密",
    c: [
      `${who}对在订立和履行本合同过程中知悉的对方商业秘密、技术信息、经营信息、个人信息以及本合同的具体内容负有保密义务，未经对方书面同意，不得向任何第三方披露，也不得用于履行本合同以外的目的。`,
      "下列情形不视为违反保密义务：（一）信息在披露时已为公众所知悉，且并非由于接收方的过错所致；（二）依照法律、行政法规的规定或者司法机关、行政机关的要求披露，且已在法律允许的范围内事先告知对方；（三）向为履行本合同确需知悉的员工、律师、会计师等专业顾问披露，且上述人员负有不低于本条约定的保密义务。",
      `保密义务不因本合同变更、解除或者终止而失效，在本合同终止后${years}年内持续有效；属于商业秘密的信息，保密义务持续至该信息为公众所知悉时止。`,
    ],
  };
}

export function notices(): Article {
  return {
    h: "通知与送达",
    c: [
      "双方确认本合同首部所列联系地址、联系电话和电子邮箱为有效送达地址，适用于合同履行期间的各类通知，以及争议发生后仲裁、诉讼程序（包括一审、二审、再审和执行程序）中相关文书的送达。",
      "一方送达地址或者联系方式发生变更的，应当自变更之日起五日内书面通知对方；未按约通知的，按原地址或原联系方式送达即视为有效送达。",
      "通知以专人递送的，对方签收之日视为送达；以邮政特快专递寄送的，寄出后第三日视为送达，被拒收或者退回的，退回之日视为送达；以电子邮件发送的，进入对方电子邮箱系统之日视为送达。",
    ],
  };
}

/** { place } sends suits to the court where the property or works are; with choice, arbitration is the alternative. */
export type DisputeMode = "choice" | "court" | "arbitration" | "labor" | "family" | { place: string; choice?: boolean };

export function dispute(mode: DisputeMode = "choice"): Article {
  const keep = "争议处理期间，除争议事项外，双方应当继续履行本合同的其他条款。";
  if (mode === "labor") {
    return {
      h: "劳动争议处理",
      c: [
        "双方因履行本合同发生劳动争议的，可以协商解决，也可以请求工会或者第三方共同与甲方协商，达成和解协议。",
        "不愿协商、协商不成或者达成和解协议后不履行的，可以向调解组织申请调解；不愿调解、调解不成或者达成调解协议后不履行的，可以向有管辖权的劳动争议仲裁委员会申请仲裁；对仲裁裁决不服的，除法律另有规定外，可以向人民法院提起诉讼。",
      ],
    };
  }
  if (mode === "family") {
    return {
      h: "争议解决",
      c: [
        "本合同履行过程中发生争议的，双方应当本着有利于家庭和睦、保护未成年子女和老年人合法权益的原则协商解决，也可以请求人民调解委员会调解；协商或者调解不成的，任何一方均可以依法向有管辖权的人民法院起诉。",
      ],
    };
  }
  let how: string;
  if (mode === "court") how = "协商不成的，任何一方均可以向________________人民法院起诉。";
  else if (mode === "arbitration")
    how = "协商不成的，任何一方均可以将争议提交________________仲裁委员会，按照申请仲裁时该会现行有效的仲裁规则进行仲裁。仲裁裁决是终局的，对双方均有约束力。";
  else if (mode === "choice") {
    how =
      "协商不成的，按照下列第____种方式解决：（一）提交________________仲裁委员会，按照申请仲裁时该会现行有效的仲裁规则进行仲裁，仲裁裁决是终局的；（二）依法向________________人民法院起诉。";
  } else if (mode.choice) {
    how = `协商不成的，按照下列第____种方式解决：（一）提交________________仲裁委员会，按照申请仲裁时该会现行有效的仲裁规则进行仲裁，仲裁裁决是终局的；（二）向${mode.place}所在地人民法院起诉。`;
  } else how = `协商不成的，任何一方均可以向${mode.place}所在地人民法院起诉。`;
  return { h: "争议解决", c: [`因本合同引起的或者与本合同有关的争议，双方应当友好协商解决；${how}`, keep] };
}

export function misc(o: { copies?: string; effective?: string; extra?: string[] } = {}): Article {
  return {
    h: "其他",
    c: [
      o.effective ?? "本合同自双方签字（自然人）或者盖章（法人或者非法人组织）之日起生效。",
      "本合同未尽事宜，双方可以另行签订补充协议。补充协议和本合同附件是本合同不可分割的组成部分，与本合同具有同等法律效力；补充协议与本合同约定不一致的，以补充协议为准。",
      ...(o.extra ?? []),
      o.copies ?? "本合同一式贰份，双方各执壹份，具有同等法律效力。",
    ],
  };
}

/** Notices, dispute resolution and miscellany: the tail nearly every contract ends with. */
export function tail(mode: DisputeMode = "choice", m: Parameters<typeof misc>[0] = {}): Article[] {
  return [notices(), dispute(mode), misc(m)];
}
