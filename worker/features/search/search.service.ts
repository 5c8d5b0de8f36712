import { templateListInput } from "#core/library";
import type { Segment } from "#core/library-labels";
import type { DB } from "#db/client";
import { articleListInput, knowledgeListInput } from "../articles/articles.schema";
import { listArticles, listKnowledge } from "../articles/articles.service";
import { caseListInput } from "../cases/cases.schema";
import { listCases } from "../cases/cases.service";
import { clauseListInput } from "../clauses/clauses.schema";
import { listClauses } from "../clauses/clauses.service";
import { documentListInput } from "../documents/documents.schema";
import { listDocuments } from "../documents/documents.service";
import { regulationListInput } from "../regulations/regulations.schema";
import { listRegulations } from "../regulations/regulations.service";
import { listTemplates } from "../templates/templates.service";

// The header search (issue #4 item 8): one keyword across every library, each library's own search
// (FTS trigram with the short-query fallback), a few hits each, grouped, with a link to the full list.
export const HITS_PER_LIBRARY = 5;
const EXCERPT_CHARS = 90;

export type SearchHit = { href: string; titleSegments: Segment[]; excerpt: Segment[]; meta: string };
export type SearchGroup = { library: string; label: string; total: number; more: string; hits: SearchHit[] };

/** The part of a highlighted text around its first hit, about EXCERPT_CHARS characters long. */
export function clip(segments: Segment[], max = EXCERPT_CHARS): Segment[] {
  const first = segments.findIndex((s) => s.hit);
  const out: Segment[] = [];
  let length = 0;
  for (let i = Math.max(0, first); i < segments.length && length < max; i++) {
    const s = segments[i] as Segment;
    const room = max - length;
    out.push(s.text.length > room ? { text: `${s.text.slice(0, room)}…`, hit: s.hit } : s);
    length += s.text.length;
  }
  if (first > 0) {
    const before = (segments[first - 1] as Segment).text;
    out.unshift({ text: `…${before.slice(-12)}`, hit: false });
  }
  return out;
}

const q = (keyword: string) => encodeURIComponent(keyword);

type Source = { library: string; label: string; more: (k: string) => string; run: (db: DB, keyword: string) => Promise<{ total: number; hits: SearchHit[] }> };

const SOURCES: Source[] = [
  {
    library: "templates",
    label: "合同范本",
    more: (k) => `/?keyword=${q(k)}`,
    run: async (db, keyword) => {
      const page = await listTemplates(db, templateListInput.parse({ keyword, size: HITS_PER_LIBRARY }));
      return {
        total: page.total,
        hits: page.records.map((r) => ({ href: `/templateDetails/${r.id}`, titleSegments: r.titleSegments, excerpt: clip(r.excerpt), meta: r.categoryName })),
      };
    },
  },
  {
    library: "clauses",
    label: "合同条款",
    more: (k) => `/clause?keyword=${q(k)}`,
    run: async (db, keyword) => {
      const page = await listClauses(db, clauseListInput.parse({ keyword, size: HITS_PER_LIBRARY }));
      return {
        total: page.total,
        hits: page.records.map((r) => ({ href: `/clause?id=${r.id}`, titleSegments: r.titleSegments, excerpt: clip(r.bodySegments), meta: r.categoryName })),
      };
    },
  },
  {
    library: "documents",
    label: "法律文书",
    more: (k) => `/documentLibrary?keyword=${q(k)}`,
    run: async (db, keyword) => {
      const page = await listDocuments(db, documentListInput.parse({ keyword, size: HITS_PER_LIBRARY }));
      return {
        total: page.total,
        hits: page.records.map((r) => ({ href: `/documentLibrary/${r.id}`, titleSegments: r.titleSegments, excerpt: clip(r.excerpt), meta: r.categoryName })),
      };
    },
  },
  {
    library: "regulations",
    label: "法律法规",
    more: (k) => `/regulations?keyword=${q(k)}`,
    run: async (db, keyword) => {
      const page = await listRegulations(db, regulationListInput.parse({ keyword, size: HITS_PER_LIBRARY }));
      return {
        total: page.total,
        hits: page.records.map((r) => ({
          href: `/regulations/${r.id}`,
          titleSegments: r.titleSegments,
          excerpt: clip(r.excerpt),
          meta: `${r.level} · ${r.issuer}`,
        })),
      };
    },
  },
  {
    library: "cases",
    label: "案例",
    more: (k) => `/caseLibrary?keyword=${q(k)}`,
    run: async (db, keyword) => {
      const page = await listCases(db, caseListInput.parse({ keyword, size: HITS_PER_LIBRARY }));
      return {
        total: page.total,
        hits: page.records.map((r) => ({
          href: `/caseLibrary/${r.id}`,
          titleSegments: r.titleSegments,
          excerpt: clip(r.excerpt),
          meta: `${r.court} · ${r.caseNo}`,
        })),
      };
    },
  },
  {
    library: "articles",
    label: "律师文章",
    more: (k) => `/articleSearch?keyword=${q(k)}`,
    run: async (db, keyword) => {
      const page = await listArticles(db, articleListInput.parse({ keyword, size: HITS_PER_LIBRARY }));
      return {
        total: page.total,
        hits: page.records.map((r) => ({
          href: `/articleDetails/${r.id}`,
          titleSegments: r.titleSegments,
          excerpt: clip(r.excerpt),
          meta: `${r.author.name} · ${r.classification.name}`,
        })),
      };
    },
  },
  {
    library: "knowledge",
    label: "法律知识",
    more: (k) => `/legalKnowledge?keyword=${q(k)}`,
    run: async (db, keyword) => {
      const page = await listKnowledge(db, knowledgeListInput.parse({ keyword, size: HITS_PER_LIBRARY }));
      return {
        total: page.total,
        hits: page.records.map((r) => ({
          href: `/articleDetails/${r.id}`,
          titleSegments: r.titleSegments,
          excerpt: clip(r.excerpt),
          meta: r.classification.name,
        })),
      };
    },
  },
];

/** Every library searched at once; libraries without hits are left out of the answer. */
export async function searchAll(db: DB, keyword: string): Promise<SearchGroup[]> {
  const groups = await Promise.all(
    SOURCES.map(async (s) => {
      const { total, hits } = await s.run(db, keyword);
      return { library: s.library, label: s.label, total, more: s.more(keyword), hits };
    }),
  );
  return groups.filter((g) => g.total > 0);
}
