import { TRPCError } from "@trpc/server";
import { type CompareRow, compareClauses, compareSummary } from "#core/contract-check/compare";
import type { DB } from "#db/client";
import { similarTemplates } from "../templates/similar";
import { templateDetail } from "../templates/templates.service";

// 对比范本 (issue 18): the user's contract against a template they chose, or the live template it
// resembles most. A template is compared as far as the caller may read it (templates.service
// templateDetail): its preview for those who have not bought it.

/** Below this share of a template's phrases found in the contract, nothing resembles it enough to compare. */
const RESEMBLES = 0.1;

export type CompareResult = {
  template: { id: number; title: string; partial: boolean };
  /** The share of the template found in the contract when the template was matched, not chosen. */
  matched: number | null;
  rows: CompareRow[];
  summary: Record<CompareRow["kind"], number>;
};

const notFound = (message: string): never => {
  throw new TRPCError({ code: "NOT_FOUND", message });
};

export async function compareWithTemplate(db: DB, viewerId: number | null, text: string, templateId: number | undefined, now: number): Promise<CompareResult> {
  let matched: number | null = null;
  let id = templateId;
  if (id === undefined) {
    const [best] = await similarTemplates(db, text, null, "template");
    if (!best || best.share < RESEMBLES) notFound("没有找到与您的合同相似的范本，请在范本详情页点击“与我的合同对比”");
    id = best?.id;
    matched = best?.share ?? null;
  }
  const detail = id === undefined ? null : await templateDetail(db, id, viewerId, now);
  if (!detail) return notFound("该范本不存在或已下架");
  const rows = compareClauses(detail.text, text);
  return { template: { id: detail.id, title: detail.title, partial: detail.truncated }, matched, rows, summary: compareSummary(rows) };
}

/** The template a comparison will use, as the page names it before comparing (no view is counted). */
export async function compareTarget(db: DB, viewerId: number | null, id: number, now: number): Promise<CompareResult["template"]> {
  const detail = await templateDetail(db, id, viewerId, now);
  if (!detail) return notFound("该范本不存在或已下架");
  return { id: detail.id, title: detail.title, partial: detail.truncated };
}
