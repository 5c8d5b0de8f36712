// The laws-and-regulations library (法律法规): levels, timeliness, issuing-time ranges, areas and the
// reading of a text into chapters and anchored articles. Free of zod (public pages import it) and of
// runtime imports (Node runs it directly in the seed).

/** Levels of legal force, highest first; the URL carries the slug, the database the name. */
export const REGULATION_LEVELS = [
  { slug: "constitution", name: "宪法" },
  { slug: "law", name: "法律" },
  { slug: "administrative", name: "行政法规" },
  { slug: "judicial", name: "司法解释" },
  { slug: "departmental", name: "部门规章" },
  { slug: "local", name: "地方性法规" },
  { slug: "local-gov", name: "地方政府规章" },
] as const;
export type LevelSlug = (typeof REGULATION_LEVELS)[number]["slug"];
export type LevelName = (typeof REGULATION_LEVELS)[number]["name"];
export const LEVEL_SLUGS = REGULATION_LEVELS.map((l) => l.slug) as [LevelSlug, ...LevelSlug[]];

export function levelBySlug(slug: string | undefined): (typeof REGULATION_LEVELS)[number] | undefined {
  return REGULATION_LEVELS.find((l) => l.slug === slug);
}

export function levelByName(name: string): (typeof REGULATION_LEVELS)[number] | undefined {
  return REGULATION_LEVELS.find((l) => l.name === name);
}

/** 时效性 as stored in regulations.timeliness. */
export const TIMELINESS = { 1: "现行有效", 2: "已修改", 3: "已废止", 4: "尚未生效" } as const;
export type Timeliness = keyof typeof TIMELINESS;
export const TIMELINESS_VALUES = [1, 2, 3, 4] as const;

/** Issuing-time filter presets; `time` in the URL is one of these keys or a single year (2021). */
export const TIME_RANGES = [
  { key: "2024-", label: "2024年以来", from: 2024, to: null },
  { key: "2020-2023", label: "2020—2023年", from: 2020, to: 2023 },
  { key: "2010-2019", label: "2010—2019年", from: 2010, to: 2019 },
  { key: "-2009", label: "2010年以前", from: null, to: 2009 },
] as const;
export type TimeRangeKey = (typeof TIME_RANGES)[number]["key"];
/** A preset key or a four-digit year. */
export const TIME_PATTERN = /^(?:2024-|2020-2023|2010-2019|-2009|(?:19|20)\d{2})$/;

/** The years a `time` value covers, inclusive; null bounds are open. */
export function timeBounds(time: string): { from: number | null; to: number | null } | null {
  const preset = TIME_RANGES.find((r) => r.key === time);
  if (preset) return { from: preset.from, to: preset.to };
  if (/^(?:19|20)\d{2}$/.test(time)) return { from: Number(time), to: Number(time) };
  return null;
}

/** The preset that contains a year, so a page can show the year chips of its range. */
export function rangeOfYear(year: number): TimeRangeKey {
  const range = TIME_RANGES.find((r) => (r.from === null || year >= r.from) && (r.to === null || year <= r.to));
  return range?.key ?? "-2009";
}

export function timeLabel(time: string): string {
  return TIME_RANGES.find((r) => r.key === time)?.label ?? `${time}年`;
}

/** `area` in the URL: national rules only, or a GB/T 2260 province or city code. */
export const NATIONAL = "national";
export const AREA_PATTERN = /^(?:national|[1-9]\d{5})$/;

/** The code prefix a province (440000 → 44) or city (440300 → 4403) covers. */
export function areaPrefix(code: string): string {
  if (code.endsWith("0000")) return code.slice(0, 2);
  if (code.endsWith("00")) return code.slice(0, 4);
  return code;
}

export const EXCERPT_NOTE = "条文为节选，以官方公布文本为准";
/** A line of its own marking omitted articles; a body that has one is an excerpt. */
export const GAP_LINE = "……";

export function isExcerpt(body: string): boolean {
  return body.split("\n").some((line) => line.trim() === GAP_LINE);
}

const DIGITS = "零一二三四五六七八九";
const UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** Chinese numerals as laws write them: 十二 → 12, 一百零五 → 105, 一千二百六十 → 1260; NaN otherwise. */
export function cnToNumber(text: string): number {
  if (!text) return Number.NaN;
  let total = 0;
  let digit = 0;
  for (const ch of text) {
    const d = DIGITS.indexOf(ch);
    if (d >= 0) {
      digit = d;
      continue;
    }
    const unit = UNITS[ch];
    if (!unit) return Number.NaN;
    total += (digit || 1) * unit;
    digit = 0;
  }
  return total + digit;
}

/** 12 → 十二, 105 → 一百零五, 1260 → 一千二百六十 (for 0 < n < 10000). */
export function numberToCn(n: number): string {
  if (!Number.isInteger(n) || n <= 0 || n >= 10000) return String(n);
  const parts: string[] = [];
  const units = [
    [1000, "千"],
    [100, "百"],
    [10, "十"],
  ] as const;
  let rest = n;
  let zero = false;
  for (const [value, name] of units) {
    const d = Math.floor(rest / value);
    rest %= value;
    if (d > 0) {
      if (zero) parts.push("零");
      zero = false;
      // 十二, not 一十二, when ten leads the number.
      parts.push(value === 10 && d === 1 && parts.length === 0 ? name : `${DIGITS[d]}${name}`);
    } else if (parts.length > 0) zero = true;
  }
  if (rest > 0) parts.push(`${zero ? "零" : ""}${DIGITS[rest]}`);
  return parts.join("");
}

const NUMERAL = "[零一二三四五六七八九十百千]+";
const HEADING = new RegExp(`^第(${NUMERAL})(编|分编|章|节)\\s*(.*)$`);
const ARTICLE = new RegExp(`^第(${NUMERAL})条(?:之(${NUMERAL}))?(?:\\s+|　+)(.*)$`);
const HEADING_DEPTH = { 编: 1, 分编: 2, 章: 3, 节: 4 } as const;
/** Judicial interpretations group articles under 一、一般规定 … : short, and without sentence punctuation. */
const SECTION = /^[一二三四五六七八九十]+、[^，。；：:]{1,24}$/;

export type RegulationBlock =
  | { kind: "heading"; id: string; depth: 1 | 2 | 3 | 4; text: string }
  | { kind: "article"; id: string; no: number; label: string; paragraphs: string[] }
  | { kind: "text"; text: string }
  | { kind: "gap" };
export type TocEntry = { id: string; depth: 1 | 2 | 3 | 4; text: string };

/** The anchor of an article: 第十二条 → art-12, 第一百二十条之一 → art-120-1. */
export function articleAnchor(no: number, sub?: number): string {
  return sub ? `art-${no}-${sub}` : `art-${no}`;
}

/**
 * Splits a text stored one line per heading, article or paragraph into blocks: 编/章/节 headings (for the
 * table of contents), articles with their following paragraphs (款、项), free text (题注) and gaps.
 */
export function parseRegulationBody(body: string): { blocks: RegulationBlock[]; toc: TocEntry[] } {
  const blocks: RegulationBlock[] = [];
  const toc: TocEntry[] = [];
  let article: Extract<RegulationBlock, { kind: "article" }> | null = null;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line === GAP_LINE) {
      article = null;
      blocks.push({ kind: "gap" });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading && !ARTICLE.test(line)) {
      article = null;
      const kind = heading[2] as keyof typeof HEADING_DEPTH;
      const entry = {
        id: `sec-${toc.length + 1}`,
        depth: HEADING_DEPTH[kind],
        text: `第${heading[1]}${kind} ${(heading[3] ?? "").replace(/\s+/g, "")}`.trim(),
      };
      toc.push(entry);
      blocks.push({ kind: "heading", ...entry });
      continue;
    }
    if (SECTION.test(line)) {
      article = null;
      const entry = { id: `sec-${toc.length + 1}`, depth: 3 as const, text: line };
      toc.push(entry);
      blocks.push({ kind: "heading", ...entry });
      continue;
    }
    const art = ARTICLE.exec(line);
    if (art) {
      const no = cnToNumber(art[1] ?? "");
      const sub = art[2] ? cnToNumber(art[2]) : undefined;
      article = { kind: "article", id: articleAnchor(no, sub), no, label: `第${art[1]}条${art[2] ? `之${art[2]}` : ""}`, paragraphs: [art[3] ?? ""] };
      blocks.push(article);
      continue;
    }
    if (article) article.paragraphs.push(line);
    else blocks.push({ kind: "text", text: line });
  }
  return { blocks, toc };
}
