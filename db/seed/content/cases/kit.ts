// Building blocks of the teaching cases: a judgment is assembled from what each case says of its own
// (claims, defence, facts, reasoning, orders) and the parts every judgment shares (审理经过, the legal
// basis sentence, the 迟延履行 warning, costs, the appeal notice, the bench), so case numbers, dates and
// the article numbers of 民事诉讼法 stay consistent. Headings are stored as 【…】 lines (core/cases.ts).
import { causeName } from "./causes.ts";
import { type CourtKey, court } from "./courts.ts";

export type Party = { role: string; name: string };
export type CaseSeed = {
  /** A leaf slug of CASE_CAUSES. */
  cause: string;
  title: string;
  court: string;
  courtLevel: 1 | 2 | 3 | 4;
  regionCode: string | null;
  procedure: "一审" | "二审" | "再审";
  caseNo: string;
  /** YYYY-MM-DD */
  judgedOn: string;
  parties: Party[];
  /** 裁判要旨 */
  holding: string;
  body: string;
};

/**
 * Article numbers of 民事诉讼法 by the version in force on the judgment date: the 2021 amendment
 * (in force 2022-01-01) and the 2023 amendment (in force 2024-01-01). Cases are dated 2022 or later.
 */
function cpl(judged: string) {
  if (judged < "2022-01-01") throw new Error(`案例裁判日期早于 2022 年：${judged}`);
  const v2023 = judged >= "2024-01-01";
  return {
    delay: v2023 ? "第二百六十四条" : "第二百六十条",
    default: "第一百四十七条",
    retrialGrounds: v2023 ? "第二百一十一条" : "第二百零七条",
    retrialReview: v2023 ? "第二百一十五条第一款" : "第二百一十一条第一款",
  };
}

const CN = "〇一二三四五六七八九";

function cnSmall(n: number): string {
  if (n < 10) return CN.charAt(n);
  const t = Math.floor(n / 10);
  const u = n % 10;
  return `${t === 1 ? "" : CN.charAt(t)}十${u ? CN.charAt(u) : ""}`;
}

/** 2023-05-16 → 二〇二三年五月十六日 (the date line under a judgment). */
export function cnDate(iso: string): string {
  const [y = "", m = "", d = ""] = iso.split("-");
  return `${[...y].map((c) => CN.charAt(Number(c))).join("")}年${cnSmall(Number(m))}月${cnSmall(Number(d))}日`;
}

/** 2023-05-16 → 2023年5月16日 (dates inside the text). */
export function date(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${y}年${Number(m)}月${Number(d)}日`;
}

/** Whole yuan without separators, fractions to the jiao/fen as judgments write them: 1286.5. */
export function yuan(n: number): string {
  return `${Number(n.toFixed(2))}元`;
}

/** 案件受理费 of a property claim, 诉讼费用交纳办法 第十三条第（一）项, in yuan. */
export function propertyFee(amount: number): number {
  const bands: [number, number][] = [
    [100_000, 0.025],
    [200_000, 0.02],
    [500_000, 0.015],
    [1_000_000, 0.01],
    [2_000_000, 0.009],
    [5_000_000, 0.008],
    [10_000_000, 0.007],
    [20_000_000, 0.006],
    [Number.POSITIVE_INFINITY, 0.005],
  ];
  if (amount <= 10_000) return 50;
  let fee = 50;
  let lower = 10_000;
  for (const [upper, rate] of bands) {
    if (amount <= lower) break;
    fee += (Math.min(amount, upper) - lower) * rate;
    lower = upper;
  }
  return Math.round(fee * 100) / 100;
}

export type Fee = { amount: number } | { fixed: number };

/** 案件受理费X元，减半收取计Y元，由…负担。 */
export function feeText(fee: Fee, halve: boolean, bearer: string, label = "案件受理费"): string {
  const full = "amount" in fee ? propertyFee(fee.amount) : fee.fixed;
  const half = Math.round((full / 2) * 100) / 100;
  return halve ? `${label}${yuan(full)}，减半收取计${yuan(half)}，${bearer}。` : `${label}${yuan(full)}，${bearer}。`;
}

const JUDGES = ["刘某", "陈某", "周某", "吴某", "孙某", "郑某", "冯某", "蒋某", "沈某", "韩某", "朱某", "秦某", "许某", "何某", "吕某", "施某"];
const CLERKS = ["方某", "任某", "袁某", "柳某", "鲍某", "史某", "唐某", "费某", "薛某", "雷某"];

function pick<T>(list: readonly T[], seed: number, offset = 0): T {
  return list[(seed + offset) % list.length] as T;
}

function bench(kind: "single" | "jury" | "panel", seed: number, judged: string): string[] {
  const j = (o: number) => pick(JUDGES, seed, o);
  const members =
    kind === "single"
      ? [`审判员　${j(0)}`]
      : kind === "jury"
        ? [`审判长　${j(0)}`, `人民陪审员　${j(5)}`, `人民陪审员　${j(9)}`]
        : [`审判长　${j(0)}`, `审判员　${j(3)}`, `审判员　${j(7)}`];
  return [...members, cnDate(judged), `书记员　${pick(CLERKS, seed)}`];
}

function numbered(items: string[]): string[] {
  if (items.length === 1) return [`${items[0]}。`];
  const cn = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];
  return items.map((t, i) => `${cn[i]}、${t}${i === items.length - 1 ? "。" : "；"}`);
}

function claimList(claims: string[]): string {
  return claims.map((c, i) => `${i + 1}.${c}`).join("；");
}

function caseNo(key: CourtKey, year: number, kind: string, no: number): string {
  return `（${year}）${court(key).abbr}${kind}${no}号`;
}

function section(title: string, paragraphs: string[]): string {
  return [`【${title}】`, ...paragraphs].join("\n");
}

function seedOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 100_003;
  return h;
}

function list(names: string[]): string {
  return names.join("、");
}

export type FirstInstance = {
  cause: string;
  court: CourtKey;
  no: number;
  filed: string;
  judged: string;
  /** 简易程序 with one judge (default) or 普通程序 with a panel. */
  ordinary?: boolean;
  /** 不公开开庭 (divorce on request, trade secrets). */
  closed?: boolean;
  plaintiffs: string[];
  defendants: string[];
  thirdParties?: string[];
  /** Defendants who were summoned and did not appear: 缺席判决. */
  absent?: string[];
  claims: string[];
  facts: string;
  /** 被告辩称 paragraphs; leave out when every defendant is absent. */
  defense?: string[];
  third?: string[];
  findings: string[];
  reasoning: string[];
  basis: string[];
  orders: string[];
  /** Whether an order pays money (adds the 迟延履行 warning). */
  money?: boolean;
  fee: string;
  /** Where an appeal goes when not the court's usual appellate court. */
  appealTo?: CourtKey;
  holding: string;
  title?: string;
};

export function firstInstance(c: FirstInstance): CaseSeed {
  const ct = court(c.court);
  const law = cpl(c.judged);
  const name = causeName(c.cause);
  const no = caseNo(c.court, Number(c.filed.slice(0, 4)), "民初", c.no);
  const third = c.thirdParties?.length ? `、第三人${list(c.thirdParties)}` : "";
  const absent = c.absent ?? [];
  const present = [...c.plaintiffs.map((p) => `原告${p}`), ...c.defendants.filter((d) => !absent.includes(d)).map((d) => `被告${d}`)];
  const appearance = `${list(present)}到庭参加诉讼。${absent.length ? `被告${list(absent)}经本院合法传唤，无正当理由拒不到庭参加诉讼，本院依法缺席审理。` : ""}`;
  const appealKey = c.appealTo ?? ct.appeal;
  if (!appealKey) throw new Error(`${ct.name} 未设上诉法院`);
  const basis = [...c.basis, ...(absent.length ? [`《中华人民共和国民事诉讼法》${law.default}`] : [])];
  const body = [
    section("审理经过", [
      `原告${list(c.plaintiffs)}与被告${list(c.defendants)}${third}${name}一案，本院于${date(c.filed)}立案后，依法适用${c.ordinary ? "普通" : "简易"}程序，${c.closed ? "不公开" : "公开"}开庭进行了审理。${appearance}本案现已审理终结。`,
    ]),
    section("原告诉称", [`${list(c.plaintiffs)}向本院提出诉讼请求：${claimList(c.claims)}。事实和理由：${c.facts}`]),
    section("被告辩称", c.defense?.length ? c.defense : [`被告${list(c.defendants)}未到庭应诉，亦未提交书面答辩意见。`]),
    ...(c.third?.length ? [section("第三人述称", c.third)] : []),
    section("本院查明", ["本院经审理认定事实如下：", ...c.findings]),
    section("本院认为", [...c.reasoning, `依照${basis.join("，")}规定，判决如下：`]),
    section("判决如下", [
      ...numbered(c.orders),
      ...(c.money ? [`如果未按本判决指定的期间履行给付金钱义务，应当依照《中华人民共和国民事诉讼法》${law.delay}规定，加倍支付迟延履行期间的债务利息。`] : []),
      c.fee,
      `如不服本判决，可以在判决书送达之日起十五日内，向本院递交上诉状，并按照对方当事人或者代表人的人数提出副本，上诉于${court(appealKey).name}。`,
    ]),
    section("审判人员", bench(c.ordinary ? "jury" : "single", seedOf(no), c.judged)),
  ].join("\n");
  return {
    cause: c.cause,
    title: c.title ?? `${list(c.plaintiffs)}诉${list(c.defendants)}${name}案`,
    court: ct.name,
    courtLevel: ct.level,
    regionCode: ct.region,
    procedure: "一审",
    caseNo: no,
    judgedOn: c.judged,
    parties: [
      ...c.plaintiffs.map((name) => ({ role: "原告", name })),
      ...c.defendants.map((name) => ({ role: "被告", name })),
      ...(c.thirdParties ?? []).map((name) => ({ role: "第三人", name })),
    ],
    holding: c.holding,
    body,
  };
}

/** A party of a later instance and what it was below: 上诉人（原审被告）. */
export type Side = { name: string; was: string };

export type Appeal = {
  cause: string;
  court: CourtKey;
  no: number;
  filed: string;
  judged: string;
  /** Case-number type: 民终, or 知民终 at the IP tribunal of the Supreme People's Court. */
  kind?: string;
  appellants: Side[];
  appellees: Side[];
  others?: Side[];
  lower: { court: CourtKey; year: number; no: number };
  appeal: string[];
  appealFacts: string;
  response: string[];
  /** 一审 claims, findings, reasoning and orders, condensed. */
  below: string[];
  /** 本院查明; by default the findings below are confirmed. */
  findings?: string[];
  reasoning: string[];
  /** affirm: 驳回上诉，维持原判; revise: orders replace the judgment below. */
  outcome: "affirm" | "revise";
  basis?: string[];
  orders?: string[];
  money?: boolean;
  fee: string;
  holding: string;
  title?: string;
};

export function appeal(c: Appeal): CaseSeed {
  const ct = court(c.court);
  const law = cpl(c.judged);
  const name = causeName(c.cause);
  const no = caseNo(c.court, Number(c.filed.slice(0, 4)), c.kind ?? "民终", c.no);
  const lowerNo = caseNo(c.lower.court, c.lower.year, "民初", c.lower.no);
  const lowerName = court(c.lower.court).name;
  const a = list(c.appellants.map((s) => s.name));
  const b = list(c.appellees.map((s) => s.name));
  const others = c.others?.length ? `、${list(c.others.map((s) => `${s.was}${s.name}`))}` : "";
  const orders = c.outcome === "affirm" ? ["驳回上诉，维持原判。"] : numbered([`撤销${lowerName}${lowerNo}民事判决`, ...(c.orders ?? [])]);
  const basis =
    c.outcome === "affirm"
      ? "依照《中华人民共和国民事诉讼法》第一百七十七条第一款第一项规定"
      : `依照${[...(c.basis ?? []), "《中华人民共和国民事诉讼法》第一百七十七条第一款第二项"].join("，")}规定`;
  const body = [
    section("审理经过", [
      `上诉人${a}因与被上诉人${b}${others}${name}一案，不服${lowerName}${lowerNo}民事判决，向本院提起上诉。本院于${date(c.filed)}立案后，依法组成合议庭进行了审理。本案现已审理终结。`,
    ]),
    section("上诉人诉称", [`${a}上诉请求：${claimList(c.appeal)}。事实和理由：${c.appealFacts}`]),
    section("被上诉人辩称", c.response),
    section("一审查明", c.below),
    section("本院查明", c.findings ?? ["本院二审查明的事实与一审法院查明的事实一致，本院予以确认。"]),
    section("本院认为", [...c.reasoning, `${basis}，判决如下：`]),
    section("判决如下", [
      ...orders,
      ...(c.money && c.outcome === "revise"
        ? [`如果未按本判决指定的期间履行给付金钱义务，应当依照《中华人民共和国民事诉讼法》${law.delay}规定，加倍支付迟延履行期间的债务利息。`]
        : []),
      c.fee,
      "本判决为终审判决。",
    ]),
    section("审判人员", bench("panel", seedOf(no), c.judged)),
  ].join("\n");
  return {
    cause: c.cause,
    title: c.title ?? `${a}与${b}${name}案`,
    court: ct.name,
    courtLevel: ct.level,
    regionCode: ct.region,
    procedure: "二审",
    caseNo: no,
    judgedOn: c.judged,
    parties: [
      ...c.appellants.map((s) => ({ role: `上诉人（${s.was}）`, name: s.name })),
      ...c.appellees.map((s) => ({ role: `被上诉人（${s.was}）`, name: s.name })),
      ...(c.others ?? []).map((s) => ({ role: s.was, name: s.name })),
    ],
    holding: c.holding,
    body,
  };
}

export type Retrial = {
  cause: string;
  court: CourtKey;
  no: number;
  filed: string;
  judged: string;
  applicant: Side;
  respondent: Side;
  lower: { court: CourtKey; year: number; no: number };
  /** Items of the retrial-grounds article the applicant relies on, e.g. [2, 6]. */
  grounds: number[];
  application: string[];
  response: string[];
  reasoning: string[];
  holding: string;
  title?: string;
};

const ITEM = ["", "第一项", "第二项", "第三项", "第四项", "第五项", "第六项", "第七项", "第八项", "第九项", "第十项", "第十一项", "第十二项", "第十三项"];

/** A review of an application for retrial (民申) that ends in 驳回再审申请. */
export function retrialReview(c: Retrial): CaseSeed {
  const ct = court(c.court);
  const law = cpl(c.judged);
  const name = causeName(c.cause);
  const no = caseNo(c.court, Number(c.filed.slice(0, 4)), "民申", c.no);
  const lowerNo = caseNo(c.lower.court, c.lower.year, "民终", c.lower.no);
  const grounds = c.grounds.map((g) => ITEM[g]).join("、");
  const body = [
    section("审理经过", [
      `再审申请人${c.applicant.name}因与被申请人${c.respondent.name}${name}一案，不服${court(c.lower.court).name}${lowerNo}民事判决，向本院申请再审。本院依法组成合议庭进行了审查，现已审查终结。`,
    ]),
    section("再审申请人称", [
      `${c.applicant.name}申请再审称，依据《中华人民共和国民事诉讼法》${law.retrialGrounds}${grounds}的规定申请再审。${c.application[0] ?? ""}`,
      ...c.application.slice(1),
    ]),
    section("被申请人辩称", c.response),
    section("本院认为", [
      ...c.reasoning,
      `综上，${c.applicant.name}的再审申请不符合《中华人民共和国民事诉讼法》${law.retrialGrounds}${grounds}规定的情形。依照《中华人民共和国民事诉讼法》${law.retrialReview}，《最高人民法院关于适用〈中华人民共和国民事诉讼法〉的解释》第三百九十三条第二款规定，裁定如下：`,
    ]),
    section("裁定如下", [`驳回${c.applicant.name}的再审申请。`]),
    section("审判人员", bench("panel", seedOf(no), c.judged)),
  ].join("\n");
  return {
    cause: c.cause,
    title: c.title ?? `${c.applicant.name}与${c.respondent.name}${name}再审审查案`,
    court: ct.name,
    courtLevel: ct.level,
    regionCode: ct.region,
    procedure: "再审",
    caseNo: no,
    judgedOn: c.judged,
    parties: [
      { role: `再审申请人（${c.applicant.was}）`, name: c.applicant.name },
      { role: `被申请人（${c.respondent.was}）`, name: c.respondent.name },
    ],
    holding: c.holding,
    body,
  };
}
