import { describe, expect, it } from "vitest";
import { ARTICLE_EDGES, type ArticleAction, authorActions, canArticle, SPEC_ARTICLE_ACTIONS } from "./article-publishing";

const STATUSES = [0, 1, 2, 3, 4];

describe("article publishing status table", () => {
  it("article transitions: every action is allowed from exactly its statuses, for exactly its actor", () => {
    const expected: Record<ArticleAction, { from: number[]; actor: "author" | "admin" }> = {
      edit: { from: [0, 3, 4], actor: "author" },
      submit: { from: [0, 3], actor: "author" },
      withdrawReview: { from: [1], actor: "author" },
      withdrawPublication: { from: [2], actor: "author" },
      republish: { from: [4], actor: "author" },
      remove: { from: [0, 3, 4], actor: "author" },
      approve: { from: [1], actor: "admin" },
      reject: { from: [1], actor: "admin" },
      takeDown: { from: [2], actor: "admin" },
      restore: { from: [4], actor: "admin" },
    };
    for (const [action, rule] of Object.entries(expected) as [ArticleAction, (typeof expected)[ArticleAction]][]) {
      for (const status of [...STATUSES, 5, -1]) {
        expect(canArticle(action, status, rule.actor), `${action} from ${status}`).toBe(rule.from.includes(status));
        expect(canArticle(action, status, rule.actor === "author" ? "admin" : "author"), `${action} by the other actor`).toBe(false);
      }
    }
  });

  it("article transitions: edges land where SPEC §4 says (withdraw review → draft, withdraw publication → withdrawn, republish → review)", () => {
    expect(ARTICLE_EDGES.submit.to).toBe(1);
    expect(ARTICLE_EDGES.withdrawReview.to).toBe(0);
    expect(ARTICLE_EDGES.withdrawPublication.to).toBe(4);
    expect(ARTICLE_EDGES.republish.to).toBe(1);
    expect(ARTICLE_EDGES.approve.to).toBe(2);
    expect(ARTICLE_EDGES.reject.to).toBe(3);
    expect(ARTICLE_EDGES.takeDown.to).toBe(4);
    expect(ARTICLE_EDGES.restore.to).toBe(2);
    expect(SPEC_ARTICLE_ACTIONS).toEqual({ withdrawReview: 0, withdrawPublication: 1, republish: 2 });
  });

  it("article transitions: nothing under review or published can be edited or deleted by its author", () => {
    expect(authorActions(1)).toEqual(["withdrawReview"]);
    expect(authorActions(2)).toEqual(["withdrawPublication"]);
    expect(authorActions(0)).toEqual(["edit", "submit", "remove"]);
    expect(authorActions(3)).toEqual(["edit", "submit", "remove"]);
    expect(authorActions(4)).toEqual(["edit", "republish", "remove"]);
  });
});
