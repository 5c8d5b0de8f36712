import { type BrandCounts, type BrandEntry, editionFromFileName, lineErrorText, parseBrandJsonl, SAMPLE_EDITION, SAMPLE_SOURCE } from "../../core/brand.ts";
import { brandSampleJsonl } from "./content/brand-sample.ts";
import { insertRows } from "./sql.ts";

// Statements that replace the trademark classification table. The seed, `npm run import:nice` and the
// console upload all run them as one unit (one `wrangler --file` run or one D1 batch), so readers see
// either the old table or the new one.
export type BrandImportMeta = { edition: string; source: string; counts: BrandCounts; importedAt: number };

/**
 * Rows per INSERT. insertRows also cuts at 60 KB, under D1's 100 KB statement limit; big statements keep
 * the full table (12.5k rows) to about 30 statements, within the queries a Worker invocation may run.
 */
const ROWS_PER_INSERT = 500;

export function brandImportStatements(entries: BrandEntry[], meta: BrandImportMeta): string[] {
  const rows = entries.map((e) => ({ code: e.code, type: e.type, name: e.name, parent_code: e.parentCode, class_no: e.classNo, version: e.version }));
  return [
    "DELETE FROM nice_entries;",
    ...insertRows("nice_entries", rows, ROWS_PER_INSERT),
    ...insertRows("nice_imports", [
      {
        edition: meta.edition,
        source: meta.source,
        classes: meta.counts.classes,
        groups: meta.counts.groups,
        items: meta.counts.items,
        imported_at: meta.importedAt,
      },
    ]),
  ];
}

/** The seed's table: the full shared file when it is present (read here, never copied), else the built-in sample. */
export function brandSeed(shared: { text: string; fileName: string } | null, now: number): { statements: string[]; summary: string } {
  const text = shared?.text ?? brandSampleJsonl();
  const parsed = parseBrandJsonl(text);
  const source = shared?.fileName ?? SAMPLE_SOURCE;
  if (parsed.errors.length) throw new Error(`${source} 校验未通过：\n${parsed.errors.slice(0, 20).map(lineErrorText).join("\n")}`);
  const edition = shared ? editionFromFileName(shared.fileName) : SAMPLE_EDITION;
  const { classes, groups, items } = parsed.counts;
  return {
    statements: brandImportStatements(parsed.entries, { edition, source, counts: parsed.counts, importedAt: now }),
    summary: `商标分类表：${edition}，${classes} 个类别、${groups} 个类似群、${items} 个项目。`,
  };
}
