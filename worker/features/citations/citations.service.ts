import { and, count, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { bindLaw, type CitedArticle, parseCitations } from "#core/citations";
import { RULE_CITATIONS } from "#core/contract-check/laws";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import { articleAnchor, numberToCn, TIMELINESS, type Timeliness } from "#core/regulations";
import type { DB } from "#db/client";
import { contractKeyClauses, contractKinds, regulations, templateCitations, templates } from "#db/schema";
import { PUBLISHED_TEMPLATE } from "#worker/lib/library/published";
import { citedByKeyClauses } from "../contract-check/key-clauses-read.service";
import { PUBLISHED_REGULATION } from "../regulations/regulations.service";

// Keeping citations true (issue 18): templates cite statute articles bound by id to the library entry in
// force when they went live; the contract checks cite entries by title. The console lists every template
// and rule whose entry is no longer in force (or, for a rule, is missing or lacks the article). An entry the
// console has unpublished is treated as absent: nothing new binds to it.

export type BoundCitation = { regulationId: number; article: number };

/** The library entries the citations of a text bind to (core/citations bindLaw); unknown laws are left out. */
export async function bindCitations(db: DB, body: string): Promise<BoundCitation[]> {
  const cited = parseCitations(body);
  const laws = [...new Set(cited.map((c) => c.law))];
  if (!laws.length) return [];
  const versions = await db
    .select({ id: regulations.id, title: regulations.title, timeliness: regulations.timeliness, effectiveOn: regulations.effectiveOn })
    .from(regulations)
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a law's name can be longer.
    .where(and(PUBLISHED_REGULATION, or(...laws.map((law) => sql`instr(${regulations.title}, ${law}) > 0`))));
  return cited.flatMap((c: CitedArticle) => {
    const entry = bindLaw(c.law, versions);
    return entry ? [{ regulationId: entry.id, article: c.article }] : [];
  });
}

/** The statements that replace a template's citations, for the batch that publishes its text. */
export function citationWrites(templateId: SQL, bound: BoundCitation[], when: SQL = sql`1`): SQL[] {
  return [
    sql`DELETE FROM template_citations WHERE template_id = ${templateId} AND ${when}`,
    ...bound.map(
      (b) =>
        sql`INSERT OR IGNORE INTO template_citations (template_id, regulation_id, article) SELECT ${templateId}, ${b.regulationId}, ${b.article} WHERE ${when}`,
    ),
  ];
}

export type FlaggedTemplate = {
  templateId: number;
  templateTitle: string;
  law: string;
  regulationId: number;
  article: string;
  timeliness: string;
  current: { id: number; title: string } | null;
};

const current = alias(regulations, "current");

/** Live templates citing an entry now 已修改 or 已废止, to be reviewed. */
export async function flaggedTemplates(db: DB, input: PageInput): Promise<Page<FlaggedTemplate>> {
  const stale = and(PUBLISHED_TEMPLATE, inArray(regulations.timeliness, [2, 3]));
  const [rows, total] = await db.batch([
    db
      // Named apart: D1's batch answers rows keyed by column name, and three tables here have id and title.
      .select({
        templateId: sql<number>`${templates.id}`.as("template_id"),
        templateTitle: sql<string>`${templates.title}`.as("template_title"),
        law: sql<string>`${regulations.title}`.as("law"),
        regulationId: sql<number>`${regulations.id}`.as("regulation_id"),
        article: sql<number>`${templateCitations.article}`.as("cited_article"),
        timeliness: sql<number>`${regulations.timeliness}`.as("law_timeliness"),
        currentId: sql<number | null>`${current.id}`.as("current_id"),
        currentTitle: sql<string | null>`${current.title}`.as("current_title"),
      })
      .from(templateCitations)
      .innerJoin(templates, eq(templates.id, templateCitations.templateId))
      .innerJoin(regulations, eq(regulations.id, templateCitations.regulationId))
      .leftJoin(current, eq(current.id, regulations.currentId))
      .where(stale)
      .orderBy(templates.id, regulations.id, templateCitations.article)
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ n: count() })
      .from(templateCitations)
      .innerJoin(templates, eq(templates.id, templateCitations.templateId))
      .innerJoin(regulations, eq(regulations.id, templateCitations.regulationId))
      .where(stale),
  ]);
  return toPage(
    rows.map((r) => ({
      templateId: r.templateId,
      templateTitle: r.templateTitle,
      law: r.law,
      regulationId: r.regulationId,
      article: `第${numberToCn(r.article)}条`,
      timeliness: TIMELINESS[r.timeliness as Timeliness] ?? "",
      current: r.currentId !== null && r.currentTitle !== null ? { id: r.currentId, title: r.currentTitle } : null,
    })),
    total[0]?.n ?? 0,
    input,
  );
}

export type RuleCitation = {
  law: string;
  article: string;
  usedBy: string[];
  status: "ok" | "amended" | "repealed" | "missing" | "article-missing";
  href: string | null;
};

/**
 * Every article the contract checks cite — the numeric rules by title, the key clauses kept in the console
 * by entry id — with whether the library still holds it in force.
 */
export async function ruleCitations(db: DB): Promise<RuleCitation[]> {
  const ruleLaws = [...new Set(Object.values(RULE_CITATIONS).flatMap((list) => list.map((c) => c.law)))];
  const [keyClauses, rows] = await db.batch([
    db
      // Named apart: D1's batch answers rows keyed by column name, and both tables have a name.
      .select({
        name: sql<string>`${contractKeyClauses.name}`.as("clause_name"),
        kind: sql<string>`${contractKinds.name}`.as("kind_name"),
        citations: contractKeyClauses.citations,
      })
      .from(contractKeyClauses)
      .innerJoin(contractKinds, eq(contractKinds.id, contractKeyClauses.kindId))
      .orderBy(contractKinds.sort, contractKeyClauses.sort, contractKeyClauses.id),
    db
      .select({ id: regulations.id, title: regulations.title, timeliness: regulations.timeliness, body: regulations.body, hiddenAt: regulations.hiddenAt })
      .from(regulations)
      .where(or(and(PUBLISHED_REGULATION, inArray(regulations.title, ruleLaws)), sql`${regulations.id} IN (${citedByKeyClauses()})`)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byTitle = new Map(rows.filter((r) => r.hiddenAt === null).map((r) => [r.title, r]));
  type Row = (typeof rows)[number];
  const uses = new Map<string, { law: string; row: Row | undefined; article: number; usedBy: Set<string> }>();
  const add = (key: string, law: string, row: Row | undefined, article: number, by: string) => {
    const entry = uses.get(`${key}#${article}`) ?? { law, row, article, usedBy: new Set<string>() };
    entry.usedBy.add(by);
    uses.set(`${key}#${article}`, entry);
  };
  for (const [rule, list] of Object.entries(RULE_CITATIONS))
    for (const c of list) add(`title:${c.law}`, c.law, byTitle.get(c.law), c.article, RULE_TEXT[rule as keyof typeof RULE_CITATIONS]);
  for (const k of keyClauses)
    for (const c of k.citations) {
      const row = byId.get(c.regulationId);
      add(`id:${c.regulationId}`, row?.title ?? "（已删除的法规）", row, c.article, `${k.kind}：缺少“${k.name}”`);
    }
  return [...uses.values()].map((u) => {
    // An entry the console has unpublished counts as absent, as for the rules cited by title.
    const r = u.row && u.row.hiddenAt === null ? u.row : undefined;
    const label = `第${numberToCn(u.article)}条`;
    const held = r ? r.body.split("\n").some((line) => line.startsWith(`${label} `)) : false;
    const status: RuleCitation["status"] = !r ? "missing" : r.timeliness === 3 ? "repealed" : r.timeliness !== 1 ? "amended" : held ? "ok" : "article-missing";
    return { law: u.law, article: label, usedBy: [...u.usedBy], status, href: r ? `/regulations/${r.id}#${articleAnchor(u.article)}` : null };
  });
}

const RULE_TEXT: Record<keyof typeof RULE_CITATIONS, string> = {
  probation: "试用期上限",
  earnest: "定金上限",
  penalty: "违约金过高",
  lease: "租赁期限上限",
};
