import { templateListInput } from "#core/library";
import type { Segment } from "#core/library-labels";
import type { DB } from "#db/client";
import { type BatchPart, batchParts, mapPart, type PageQuery } from "#worker/lib/select-page";
import { articleListInput, knowledgeListInput } from "../articles/articles.schema";
import { articlePage, knowledgePage } from "../articles/articles.service";
import { caseListInput } from "../cases/cases.schema";
import { casePage } from "../cases/cases.service";
import { clauseListInput } from "../clauses/clauses.schema";
import { clausePage } from "../clauses/clauses.service";
import { documentListInput } from "../documents/documents.schema";
import { documentPage } from "../documents/documents.service";
import { regulationListInput } from "../regulations/regulations.schema";
import { regulationPage } from "../regulations/regulations.service";
import { templatePage } from "../templates/templates.service";

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

type Source = {
  library: string;
  label: string;
  more: (k: string) => string;
  page: (db: DB, keyword: string) => BatchPart<{ total: number; hits: SearchHit[] }>;
};

/** One library: its list search (first HITS_PER_LIBRARY hits) and how a hit reads in the grouped answer. */
function source<R>(library: string, label: string, listPath: string, list: (db: DB, keyword: string) => PageQuery<R>, toHit: (r: R) => SearchHit): Source {
  return {
    library,
    label,
    more: (k) => `${listPath}?keyword=${q(k)}`,
    page: (db, keyword) => mapPart(list(db, keyword), (page) => ({ total: page.total, hits: page.records.map(toHit) })),
  };
}

const first = { size: HITS_PER_LIBRARY };

const SOURCES: Source[] = [
  source(
    "templates",
    "合同范本",
    "/",
    (db, keyword) => templatePage(db, templateListInput.parse({ keyword, ...first })),
    (r) => ({ href: `/templateDetails/${r.id}`, titleSegments: r.titleSegments, excerpt: clip(r.excerpt), meta: r.categoryName }),
  ),
  source(
    "clauses",
    "合同条款",
    "/clause",
    (db, keyword) => clausePage(db, clauseListInput.parse({ keyword, ...first })),
    (r) => ({ href: `/clause?id=${r.id}`, titleSegments: r.titleSegments, excerpt: clip(r.bodySegments), meta: r.categoryName }),
  ),
  source(
    "documents",
    "法律文书",
    "/documentLibrary",
    (db, keyword) => documentPage(db, documentListInput.parse({ keyword, ...first })),
    (r) => ({ href: `/documentLibrary/${r.id}`, titleSegments: r.titleSegments, excerpt: clip(r.excerpt), meta: r.categoryName }),
  ),
  source(
    "regulations",
    "法律法规",
    "/regulations",
    (db, keyword) => regulationPage(db, regulationListInput.parse({ keyword, ...first })),
    (r) => ({ href: `/regulations/${r.id}`, titleSegments: r.titleSegments, excerpt: clip(r.excerpt), meta: `${r.level} · ${r.issuer}` }),
  ),
  source(
    "cases",
    "案例",
    "/caseLibrary",
    (db, keyword) => casePage(db, caseListInput.parse({ keyword, ...first })),
    (r) => ({ href: `/caseLibrary/${r.id}`, titleSegments: r.titleSegments, excerpt: clip(r.excerpt), meta: `${r.court} · ${r.caseNo}` }),
  ),
  source(
    "articles",
    "律师文章",
    "/articleSearch",
    (db, keyword) => articlePage(db, articleListInput.parse({ keyword, ...first })),
    (r) => ({ href: `/articleDetails/${r.id}`, titleSegments: r.titleSegments, excerpt: clip(r.excerpt), meta: `${r.author.name} · ${r.classification.name}` }),
  ),
  source(
    "knowledge",
    "法律知识",
    "/legalKnowledge",
    (db, keyword) => knowledgePage(db, knowledgeListInput.parse({ keyword, ...first })),
    (r) => ({ href: `/articleDetails/${r.id}`, titleSegments: r.titleSegments, excerpt: clip(r.excerpt), meta: r.classification.name }),
  ),
];

/** Every library searched at once, in one D1 round trip (one batch of every list's statements); libraries without hits are left out of the answer. */
export async function searchAll(db: DB, keyword: string): Promise<SearchGroup[]> {
  const pages = await batchParts(
    db,
    SOURCES.map((s) => s.page(db, keyword)),
  );
  return SOURCES.flatMap((s, i) => {
    const page = pages[i];
    return page && page.total > 0 ? [{ library: s.library, label: s.label, total: page.total, more: s.more(keyword), hits: page.hits }] : [];
  });
}
