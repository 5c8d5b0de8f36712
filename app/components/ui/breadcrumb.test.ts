import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Breadcrumb, categoryCrumbs } from "./breadcrumb";

const href = (slug: string) => `/caseLibrary?category=${slug}`;

describe("the shared breadcrumb", () => {
  it("breadcrumb: a sub-category is reached through its parent, a top one stands alone", () => {
    expect(categoryCrumbs({ slug: "lease", name: "租赁合同纠纷", parent: { slug: "contract", name: "合同纠纷" } }, href)).toEqual([
      { text: "合同纠纷", to: "/caseLibrary?category=contract" },
      { text: "租赁合同纠纷", to: "/caseLibrary?category=lease" },
    ]);
    expect(categoryCrumbs({ slug: "contract", name: "合同纠纷", parent: null }, href)).toEqual([{ text: "合同纠纷", to: "/caseLibrary?category=contract" }]);
  });

  it("breadcrumb: steps are joined by ›, links up the trail and plain text where the reader stands", () => {
    const trail = [{ text: "商标分类表", to: "/brand" }, { text: "查询" }];
    const out = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Breadcrumb, { trail })));
    expect(out).toBe(
      '<nav aria-label="面包屑" class="text-xs text-slate-500"><a class="hover:text-brand-600" href="/brand" data-discover="true">商标分类表</a> › 查询</nav>',
    );
  });
});
