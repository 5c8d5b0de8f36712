import { cnToNumber } from "./regulations.ts";

// Statute citations in contract text (《中华人民共和国民法典》第五百八十六条), bound to the regulation
// library by id (issue 18): a citation names a law by its base name; the library entry it binds to is
// the version in force when the text was published, so amending or repealing that entry flags the text.
// The seed loads this file under plain Node: imports carry .ts.

export type CitedArticle = { law: string; article: number };

const CITATION = /《([^《》\n]{2,80})》第([零一二三四五六七八九十百千]+)条/gu;

/** A law's name without 中华人民共和国 and without the version note: 中华人民共和国劳动合同法（2012修正） → 劳动合同法. */
export function baseLawName(title: string): string {
  return title
    .trim()
    .replace(/^中华人民共和国/u, "")
    .replace(/[（(][^（）()]*(?:修正|修订|修改|年)[^（）()]*[）)]$/u, "");
}

/** Every distinct article a text cites, by the base name of its law. */
export function parseCitations(text: string): CitedArticle[] {
  const seen = new Map<string, CitedArticle>();
  for (const m of text.matchAll(CITATION)) {
    const article = cnToNumber(m[2] ?? "");
    if (!Number.isInteger(article) || article <= 0) continue;
    const law = baseLawName(m[1] ?? "");
    seen.set(`${law}#${article}`, { law, article });
  }
  return [...seen.values()];
}

export type RegulationVersion = { id: number; title: string; timeliness: number; effectiveOn: string };

/** The library entry a citation of `law` binds to: the version in force, else the newest. */
export function bindLaw<R extends RegulationVersion>(law: string, versions: readonly R[]): R | null {
  const same = versions.filter((v) => baseLawName(v.title) === law);
  same.sort((a, b) => Number(b.timeliness === 1) - Number(a.timeliness === 1) || b.effectiveOn.localeCompare(a.effectiveOn));
  return same[0] ?? null;
}
