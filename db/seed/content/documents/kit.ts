// Building blocks of the seed documents. Court documents follow the layout of the Supreme People's
// Court's 民事诉讼文书样式: parties, 请求事项, 事实和理由, 此致 the court, attachments, signature and
// date. Blanks use the ××× and …… the official samples use, so a reader sees what to fill in.

/** One seed document: summary (40–80 characters), 填写说明 (3–5 notes) and the full text. */
export type DocumentSeed = { category: string; title: string; summary: string; notes: string[]; body: string };

export const PERSON = "×××，男/女，××××年××月××日出生，×族，住……，公民身份号码……，联系电话……。";
export const COMPANY_LINES = ["××××有限公司，住所地……，统一社会信用代码……。", "法定代表人：×××，职务……，联系电话……。"];
export const AGENT = "委托诉讼代理人：×××，××××律师事务所律师，联系电话……。";
export const PARTY_NOTE = "（以上写明当事人和其他诉讼参加人的姓名或者名称等基本信息）";
export const DATE = "××××年××月××日";
export const COURT = "××××人民法院";

/** A party as the samples write it: the role, then a natural person or a company (two lines). */
export function party(role: string, kind: "person" | "company" = "person"): string[] {
  return kind === "person" ? [`${role}：${PERSON}`] : [`${role}：${COMPANY_LINES[0]}`, COMPANY_LINES[1] ?? ""];
}

export type Block = { h: string; lines: string[] };

/**
 * A court filing: title, parties, optional opening paragraph, headed blocks, 此致 the court,
 * attachments and the signature line.
 */
export function filing(input: {
  title: string;
  parties: string[];
  opening?: string[];
  blocks: Block[];
  court?: string;
  attachments?: string[];
  signer: string;
}): string {
  const out = [input.title, "", ...input.parties, PARTY_NOTE, ""];
  if (input.opening) out.push(...input.opening, "");
  for (const b of input.blocks) out.push(`${b.h}：`, ...b.lines, "");
  out.push("此致", input.court ?? COURT, "");
  if (input.attachments?.length) {
    out.push(
      input.attachments.length === 1 ? `附：${input.attachments[0]}` : "附：",
      ...(input.attachments.length > 1 ? input.attachments.map((a, i) => `${i + 1}. ${a}`) : []),
      "",
    );
  }
  out.push(`${input.signer}（签名或者盖章）`, DATE);
  return out.join("\n");
}

/** A letter: title, optional reference number, addressee, paragraphs, closing and signature block. */
export function letter(input: { title: string; ref?: string; to: string; paragraphs: string[]; closing?: string; signature: string[] }): string {
  const out = [input.title];
  if (input.ref) out.push(input.ref);
  out.push("", input.to, "", ...input.paragraphs, "");
  if (input.closing) out.push(input.closing, "");
  out.push(...input.signature);
  return out.join("\n");
}
