// Writing articles (上传专区, SPEC §4 article actions): the status table of an article and who may move
// it along which edge. Services move a row only along an edge listed here, with a guarded UPDATE whose
// WHERE names the `from` statuses. Free of zod, so the pages can label rows without the schema bundle.

export const ARTICLE_STATUS = { DRAFT: 0, REVIEWING: 1, PUBLISHED: 2, REJECTED: 3, WITHDRAWN: 4 } as const;
export type ArticleStatus = (typeof ARTICLE_STATUS)[keyof typeof ARTICLE_STATUS];

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  0: "草稿",
  1: "审核中",
  2: "已发布",
  3: "未通过",
  4: "已撤回",
};

/** SPEC §4 article actions: 0 withdraw review, 1 withdraw publication, 2 republish. */
export const SPEC_ARTICLE_ACTIONS = { withdrawReview: 0, withdrawPublication: 1, republish: 2 } as const;

export type ArticleActor = "author" | "admin";
export type ArticleAction =
  | "edit"
  | "submit"
  | "withdrawReview"
  | "withdrawPublication"
  | "republish"
  | "remove"
  | "approve"
  | "reject"
  | "takeDown"
  | "restore";

type Edge = { from: readonly ArticleStatus[]; to: ArticleStatus | null; actor: ArticleActor; label: string };

/**
 * Every move of an article. `to` null: the row keeps its status (edit) or goes away (remove).
 * Under review and published articles cannot be edited: the author withdraws first, so what a reviewer
 * approved is exactly what is published. The console takes a published article down to 已撤回 with
 * its reason for the author (who may revise it and send it back through review), and may put a
 * withdrawn article up again as it stands, as the reviewer who approves it would.
 */
export const ARTICLE_EDGES: Record<ArticleAction, Edge> = {
  edit: { from: [0, 3, 4], to: null, actor: "author", label: "编辑" },
  submit: { from: [0, 3], to: 1, actor: "author", label: "提交审核" },
  withdrawReview: { from: [1], to: 0, actor: "author", label: "撤回审核" },
  withdrawPublication: { from: [2], to: 4, actor: "author", label: "撤回发布" },
  republish: { from: [4], to: 1, actor: "author", label: "重新发布" },
  remove: { from: [0, 3, 4], to: null, actor: "author", label: "删除" },
  approve: { from: [1], to: 2, actor: "admin", label: "通过" },
  reject: { from: [1], to: 3, actor: "admin", label: "驳回" },
  takeDown: { from: [2], to: 4, actor: "admin", label: "下架" },
  restore: { from: [4], to: 2, actor: "admin", label: "上架" },
};

export function isArticleStatus(value: number): value is ArticleStatus {
  return value in ARTICLE_STATUS_LABELS;
}

/** Whether `actor` may take `action` on an article in `status`. */
export function canArticle(action: ArticleAction, status: number, actor: ArticleActor): boolean {
  const edge = ARTICLE_EDGES[action];
  return edge.actor === actor && isArticleStatus(status) && edge.from.includes(status);
}

/** The author's actions on an article in `status`, in the order the list shows them. */
export function authorActions(status: number): ArticleAction[] {
  return (Object.keys(ARTICLE_EDGES) as ArticleAction[]).filter((a) => canArticle(a, status, "author"));
}

/** Why an action was refused: the row was not (any longer) in a status the edge starts from. */
export function refusedMessage(action: ArticleAction): string {
  switch (action) {
    case "edit":
      return "审核中或已发布的文章不能修改，请先撤回";
    case "remove":
      return "审核中或已发布的文章不能删除，请先撤回";
    case "submit":
      return "该文章当前不能提交审核";
    case "withdrawReview":
      return "该文章不在审核中，无法撤回审核";
    case "withdrawPublication":
      return "该文章未发布，无法撤回发布";
    case "republish":
      return "只有已撤回的文章可以重新发布";
    case "takeDown":
      return "该文章未在网站发布，无需下架";
    case "restore":
      return "只有已撤回或已下架的文章可以上架";
    default:
      return "该文章已被处理，请刷新后查看";
  }
}

/** Limits of the article form, shared by the editor and the server. */
export const ARTICLE_LIMITS = {
  title: 60,
  summary: 200,
  /** Sanitised HTML, in characters. */
  html: 200_000,
  /** Characters of text an article must have before it can go to review. */
  minText: 100,
  reason: 200,
} as const;
export const ARTICLE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
