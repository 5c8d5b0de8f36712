import type { Segment } from "./library-labels";

// The trademark classification table (类似商品和服务区分表): code formats, class titles, the JSONL
// import check shared by the seed, `npm run import:nice` and the console upload, search-query parsing
// and highlighting. Pure and free of zod (public pages import it) and of runtime imports (Node runs
// it directly in the seed and the importer).

export type BrandEntryType = "class" | "group" | "item";
/** One validated row of the table, as stored in nice_entries. */
export type BrandEntry = { code: string; type: BrandEntryType; name: string; parentCode: string | null; classNo: number; version: string };
export type BrandLineError = { line: number; message: string };
export type BrandCounts = { classes: number; groups: number; items: number };
export type BrandParseResult = { entries: BrandEntry[]; errors: BrandLineError[]; counts: BrandCounts };

export const BRAND_CLASSES = 45;
/** Classes 1–34 are goods, 35–45 services (Nice Agreement). */
export const LAST_GOODS_CLASS = 34;
export const BRAND_KEYWORD_MAX = 30;
/** Upload cap of the console import; the full NCL table is about 1.2 MB. */
export const BRAND_FILE_MAX_BYTES = 8 * 1024 * 1024;
export const SAMPLE_EDITION = "内置示例（节选，非完整分类表）";
/** nice_imports.source of the built-in sample, so pages can say the table is incomplete. */
export const SAMPLE_SOURCE = "内置示例";

/** The short names trademark agents use for the 45 classes (第 n 类 …), for navigation only. */
export const CLASS_SHORT_NAMES: readonly string[] = [
  "化学原料",
  "颜料油漆",
  "日化用品",
  "燃料油脂",
  "医药卫生",
  "金属材料",
  "机械设备",
  "手工器械",
  "科学仪器",
  "医疗器械",
  "灯具空调",
  "运输工具",
  "军火烟火",
  "珠宝钟表",
  "乐器",
  "办公用品",
  "橡胶制品",
  "皮革皮具",
  "建筑材料",
  "家具",
  "厨房洁具",
  "绳网袋篷",
  "纱线丝",
  "布料床单",
  "服装鞋帽",
  "纽扣拉链",
  "地毯席垫",
  "健身器材",
  "食品",
  "方便食品",
  "农林生鲜",
  "啤酒饮料",
  "酒",
  "烟草烟具",
  "广告销售",
  "金融物管",
  "建筑修理",
  "通讯服务",
  "运输贮藏",
  "材料加工",
  "教育娱乐",
  "科技服务",
  "餐饮住宿",
  "医疗园艺",
  "社会法律",
];

export const classShortName = (classNo: number) => CLASS_SHORT_NAMES[classNo - 1] ?? "";
export const isGoodsClass = (classNo: number) => classNo <= LAST_GOODS_CLASS;
export const classCode = (classNo: number) => String(classNo).padStart(2, "0");

const CLASS_CODE = /^\d{2}$/;
const GROUP_CODE = /^\d{4}$/;
/** International items have 6 digits; China-only (中国增补) items are `C` + 6 digits. */
const ITEM_CODE = /^C?\d{6}$/;
// Control characters would make names unprintable (and literal SQL fragile).
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to reject them
const CONTROL = /[\u0000-\u001f\u007f]/;
const NAME_MAX = 1000;

export const isChinaOnlyItem = (code: string) => code.startsWith("C");

/** "1"…"45" or "01"…"45" → 1…45; null for anything else. */
export function parseClassNo(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= BRAND_CLASSES ? n : null;
}

export function isGroupCode(value: string | null | undefined): value is string {
  return typeof value === "string" && GROUP_CODE.test(value);
}

const CN_DIGITS = "零一二三四五六七八九";
function chineseNumber(n: number): string {
  if (n < 10) return CN_DIGITS[n] ?? "";
  if (n < 20) return `十${n % 10 ? CN_DIGITS[n % 10] : ""}`;
  return `${CN_DIGITS[Math.floor(n / 10)]}十${n % 10 ? CN_DIGITS[n % 10] : ""}`;
}

/** "nice-ncl13-2026.jsonl" → "尼斯分类第十三版（2026文本）"; other names are kept as they are. */
export function editionFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const m = /ncl[-_]?(\d{1,2})[-_](\d{4})/i.exec(base);
  if (m) return `尼斯分类第${chineseNumber(Number(m[1]))}版（${m[2]}文本）`;
  return base.replace(/\.jsonl?$/i, "").slice(0, 60) || "未命名版本";
}

const TYPE_TEXT: Record<BrandEntryType, string> = { class: "类别", group: "类似群", item: "商品/服务项目" };
const CODE_RULE: Record<BrandEntryType, string> = { class: "2 位数字（01–45）", group: "4 位数字", item: "6 位数字，或 C 加 6 位数字" };

type Raw = { line: number; code: string; type: BrandEntryType; name: string; parentCode: string | null; version: string };

function readLine(text: string, line: number, errors: BrandLineError[]): Raw | null {
  const fail = (message: string) => {
    errors.push({ line, message });
    return null;
  };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail("不是有效的 JSON");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return fail("应为一个 JSON 对象");
  const o = value as Record<string, unknown>;
  const type = o.type;
  if (type !== "class" && type !== "group" && type !== "item") return fail(`type 应为 class、group 或 item，实际为“${String(type ?? "")}”`);
  const code = typeof o.code === "string" ? o.code.trim() : "";
  const codeOk = type === "class" ? CLASS_CODE.test(code) && parseClassNo(code) !== null : (type === "group" ? GROUP_CODE : ITEM_CODE).test(code);
  if (!codeOk) return fail(`${TYPE_TEXT[type]}编号应为 ${CODE_RULE[type]}，实际为“${code || String(o.code ?? "")}”`);
  const name = typeof o.name === "string" ? o.name.trim() : "";
  if (!name) return fail(`${code} 的名称不能为空`);
  if (name.length > NAME_MAX || CONTROL.test(name)) return fail(`${code} 的名称过长或含有控制字符`);
  const version = typeof o.version === "number" ? String(o.version) : typeof o.version === "string" ? o.version.trim() : "";
  if (!version || version.length > 20 || CONTROL.test(version)) return fail(`${code} 缺少 version（文本年份，如 2026）`);
  const parent = o.parentCode === undefined || o.parentCode === null || o.parentCode === "" ? null : o.parentCode;
  if (type === "class") {
    if (parent !== null) return fail(`类别 ${code} 不应有 parentCode`);
    return { line, code, type, name, parentCode: null, version };
  }
  const parentRule = type === "group" ? CLASS_CODE : GROUP_CODE;
  if (typeof parent !== "string" || !parentRule.test(parent)) {
    return fail(`${TYPE_TEXT[type]} ${code} 的 parentCode 应为所属${type === "group" ? "类别的 2 位编号" : "类似群的 4 位编号"}`);
  }
  if (type === "group" && !code.startsWith(parent)) return fail(`类似群 ${code} 的前两位应与所属类别 ${parent} 一致`);
  return { line, code, type, name, parentCode: parent, version };
}

/**
 * Parses and checks a JSONL table (one {code,name,type,parentCode,version} object a line): codes
 * well-formed for their type, no duplicates, every group under an existing class and every item under
 * an existing group. Errors name the line; blank lines are ignored. Entries are only usable without errors.
 */
export function parseBrandJsonl(text: string): BrandParseResult {
  const errors: BrandLineError[] = [];
  const raws: Raw[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.forEach((content, i) => {
    if (!content.trim()) return;
    const raw = readLine(content, i + 1, errors);
    if (raw) raws.push(raw);
  });
  const byCode = new Map<string, Raw>();
  for (const r of raws) {
    const first = byCode.get(r.code);
    if (first) errors.push({ line: r.line, message: `编号 ${r.code} 与第 ${first.line} 行重复` });
    else byCode.set(r.code, r);
  }
  const entries: BrandEntry[] = [];
  const counts: BrandCounts = { classes: 0, groups: 0, items: 0 };
  for (const r of byCode.values()) {
    const parent = r.parentCode === null ? null : byCode.get(r.parentCode);
    if (r.type === "group" && parent?.type !== "class") {
      errors.push({ line: r.line, message: `类似群 ${r.code} 的所属类别 ${r.parentCode} 不存在` });
      continue;
    }
    if (r.type === "item" && parent?.type !== "group") {
      errors.push({ line: r.line, message: `项目 ${r.code} 的所属类似群 ${r.parentCode} 不存在` });
      continue;
    }
    const classCodeOf = r.type === "class" ? r.code : r.type === "group" ? (r.parentCode ?? "") : (parent?.parentCode ?? "");
    entries.push({ code: r.code, type: r.type, name: r.name, parentCode: r.parentCode, classNo: Number(classCodeOf), version: r.version });
    if (r.type === "class") counts.classes++;
    else if (r.type === "group") counts.groups++;
    else counts.items++;
  }
  if (raws.length === 0 && errors.length === 0) errors.push({ line: 0, message: "文件中没有任何分类数据" });
  errors.sort((a, b) => a.line - b.line);
  return { entries, errors, counts };
}

/** "第 12 行：…" (line 0 is about the whole file). */
export const lineErrorText = (e: BrandLineError) => (e.line > 0 ? `第 ${e.line} 行：${e.message}` : e.message);

/** What a search box input asks for: words in names, or a code lookup. */
export type BrandQuery =
  | { kind: "text"; terms: string[] }
  | { kind: "class"; classNo: number }
  | { kind: "group"; code: string }
  | { kind: "code"; prefix: string };

/**
 * "服装" / "男 服装" → names containing every word; "9" or "09" → the groups of class 9; "0901" → that
 * group and its items; "090372", "C090001" or a shorter run of digits → codes starting with it.
 */
export function parseBrandQuery(keyword: string): BrandQuery | null {
  const text = keyword.trim().replace(/\s+/g, " ").slice(0, BRAND_KEYWORD_MAX);
  if (!text) return null;
  if (/^[cC]?\d+$/.test(text)) {
    const classNo = parseClassNo(text);
    if (classNo) return { kind: "class", classNo };
    if (GROUP_CODE.test(text)) return { kind: "group", code: text };
    return { kind: "code", prefix: text.toUpperCase().slice(0, 7) };
  }
  return { kind: "text", terms: [...new Set(text.split(" "))].slice(0, 5) };
}

/** Splits text around every occurrence of any term (ASCII case-insensitive), for <mark> without HTML. */
export function highlightTerms(text: string, terms: string[]): Segment[] {
  const lower = text.toLowerCase();
  const wanted = terms.map((t) => t.toLowerCase()).filter(Boolean);
  if (wanted.length === 0 || lower.length !== text.length) return [{ text, hit: false }];
  const out: Segment[] = [];
  let plain = "";
  for (let i = 0; i < text.length; ) {
    const term = wanted.filter((t) => lower.startsWith(t, i)).sort((a, b) => b.length - a.length)[0];
    if (term) {
      if (plain) out.push({ text: plain, hit: false });
      plain = "";
      out.push({ text: text.slice(i, i + term.length), hit: true });
      i += term.length;
    } else {
      plain += text[i];
      i++;
    }
  }
  if (plain) out.push({ text: plain, hit: false });
  return out;
}

/** URL state of /brand/search (?keyword=&class=&current=), read without zod for the page. */
export function brandSearchParams(params: URLSearchParams): { keyword: string; classNo: number | null; current: number } {
  const current = Number(params.get("current") ?? "1");
  return {
    keyword: (params.get("keyword") ?? "").trim().slice(0, BRAND_KEYWORD_MAX),
    classNo: parseClassNo(params.get("class")),
    current: Number.isInteger(current) && current >= 1 && current <= 10_000 ? current : 1,
  };
}
