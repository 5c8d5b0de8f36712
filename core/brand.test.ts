import { describe, expect, it } from "vitest";
import { brandImportStatements } from "#db/seed/brand";
import { brandSampleJsonl, brandSampleLines } from "#db/seed/content/brand-sample";
import {
  brandSearchParams,
  CLASS_SHORT_NAMES,
  editionFromFileName,
  highlightTerms,
  isGoodsClass,
  lineErrorText,
  parseBrandJsonl,
  parseBrandQuery,
  parseClassNo,
} from "./brand";

const line = (o: Record<string, unknown>) => JSON.stringify(o);
const CLASS = line({ code: "09", name: "科学仪器", type: "class", parentCode: null, version: "2026" });
const GROUP = line({ code: "0901", name: "电子计算机及其外部设备", type: "group", parentCode: "09", version: "2025" });
const ITEM = line({ code: "090372", name: "计算机", type: "item", parentCode: "0901", version: "2025" });
const errorsOf = (text: string) => parseBrandJsonl(text).errors.map(lineErrorText);

describe("trademark table import check", () => {
  it("accepts a well-formed table and counts it, giving items and groups their class", () => {
    const china = line({ code: "C090002", name: "电子词典", type: "item", parentCode: "0901", version: 2025 });
    const { entries, errors, counts } = parseBrandJsonl(`\uFEFF${CLASS}\r\n\n${GROUP}\n${ITEM}\n${china}\n`);
    expect(errors).toEqual([]);
    expect(counts).toEqual({ classes: 1, groups: 1, items: 2 });
    expect(entries.map((e) => [e.code, e.classNo, e.version])).toEqual([
      ["09", 9, "2026"],
      ["0901", 9, "2025"],
      ["090372", 9, "2025"],
      ["C090002", 9, "2025"],
    ]);
  });

  it("reports every bad line by number, in Chinese", () => {
    const text = [
      CLASS,
      "{不是 JSON",
      "[1,2]",
      line({ code: "0902", name: "记录、记数检测器", type: "subgroup", parentCode: "09", version: "2025" }),
      line({ code: "46", name: "不存在的类别", type: "class", version: "2026" }),
      line({ code: "09010", name: "五位编号", type: "group", parentCode: "09", version: "2025" }),
      line({ code: "1001", name: "前缀不符", type: "group", parentCode: "09", version: "2025" }),
      line({ code: "0903", name: "  ", type: "group", parentCode: "09", version: "2025" }),
      line({ code: "0904", name: "衡器", type: "group", parentCode: "09" }),
      line({ code: "D090001", name: "错误前缀", type: "item", parentCode: "0901", version: "2025" }),
      line({ code: "090001", name: "没有的群", type: "item", parentCode: "0999", version: "2025" }),
      line({ code: "2501", name: "衣物", type: "group", parentCode: "25", version: "2025" }),
      CLASS,
      line({ code: "090002", name: "没有上级", type: "item", version: "2025" }),
    ].join("\n");
    expect(errorsOf(text)).toEqual([
      "第 2 行：不是有效的 JSON",
      "第 3 行：应为一个 JSON 对象",
      "第 4 行：type 应为 class、group 或 item，实际为“subgroup”",
      "第 5 行：类别编号应为 2 位数字（01–45），实际为“46”",
      "第 6 行：类似群编号应为 4 位数字，实际为“09010”",
      "第 7 行：类似群 1001 的前两位应与所属类别 09 一致",
      "第 8 行：0903 的名称不能为空",
      "第 9 行：0904 缺少 version（文本年份，如 2026）",
      "第 10 行：商品/服务项目编号应为 6 位数字，或 C 加 6 位数字，实际为“D090001”",
      "第 11 行：项目 090001 的所属类似群 0999 不存在",
      "第 12 行：类似群 2501 的所属类别 25 不存在",
      "第 13 行：编号 09 与第 1 行重复",
      "第 14 行：商品/服务项目 090002 的 parentCode 应为所属类似群的 4 位编号",
    ]);
    expect(errorsOf("\n\n")).toEqual(["文件中没有任何分类数据"]);
  });

  it("the built-in sample is a valid table of a few classes, and its statements fit D1's limits", () => {
    const { entries, errors, counts } = parseBrandJsonl(brandSampleJsonl());
    expect(errors).toEqual([]);
    expect(counts.classes).toBe(5);
    expect(counts.items).toBeGreaterThan(60);
    expect(
      new Set(
        brandSampleLines()
          .filter((l) => l.type === "class")
          .map((l) => l.code),
      ),
    ).toEqual(new Set(["09", "25", "35", "41", "45"]));
    expect(entries.some((e) => e.code.startsWith("C"))).toBe(true);
    expect(entries.some((e) => e.name.endsWith("*"))).toBe(true);
    const statements = brandImportStatements(entries, { edition: "示例", source: "x.jsonl", counts, importedAt: 1 });
    expect(statements[0]).toBe("DELETE FROM nice_entries;");
    for (const s of statements) expect(new TextEncoder().encode(s).length).toBeLessThan(100_000);
  });
});

describe("trademark table helpers", () => {
  it("knows the 45 classes: 1–34 goods, 35–45 services", () => {
    expect(CLASS_SHORT_NAMES).toHaveLength(45);
    expect([isGoodsClass(34), isGoodsClass(35)]).toEqual([true, false]);
    expect([parseClassNo("9"), parseClassNo("09"), parseClassNo("45"), parseClassNo("0"), parseClassNo("46"), parseClassNo("9a")]).toEqual([
      9,
      9,
      45,
      null,
      null,
      null,
    ]);
  });

  it("names editions from NCL file names", () => {
    expect(editionFromFileName("nice-ncl13-2026.jsonl")).toBe("尼斯分类第十三版（2026文本）");
    expect(editionFromFileName("/tmp/ncl10-2016.jsonl")).toBe("尼斯分类第十版（2016文本）");
    expect(editionFromFileName("区分表.jsonl")).toBe("区分表");
  });

  it("tells words from code lookups", () => {
    expect(parseBrandQuery("  服装 ")).toEqual({ kind: "text", terms: ["服装"] });
    expect(parseBrandQuery("婴儿   服装 服装")).toEqual({ kind: "text", terms: ["婴儿", "服装"] });
    expect(parseBrandQuery("9")).toEqual({ kind: "class", classNo: 9 });
    expect(parseBrandQuery("0901")).toEqual({ kind: "group", code: "0901" });
    expect(parseBrandQuery("090372")).toEqual({ kind: "code", prefix: "090372" });
    expect(parseBrandQuery("c090002")).toEqual({ kind: "code", prefix: "C090002" });
    expect(parseBrandQuery("   ")).toBeNull();
  });

  it("highlights every term, ASCII case-insensitively, without HTML", () => {
    expect(highlightTerms("DVD播放机", ["dvd"])).toEqual([
      { text: "DVD", hit: true },
      { text: "播放机", hit: false },
    ]);
    expect(
      highlightTerms("婴儿服装，服装", ["服装", "婴儿"])
        .filter((s) => s.hit)
        .map((s) => s.text),
    ).toEqual(["婴儿", "服装", "服装"]);
    expect(highlightTerms("<b>", ["x"])).toEqual([{ text: "<b>", hit: false }]);
  });

  it("reads the search page's URL state", () => {
    expect(brandSearchParams(new URLSearchParams("keyword=%20服装%20&class=25&current=3"))).toEqual({ keyword: "服装", classNo: 25, current: 3 });
    expect(brandSearchParams(new URLSearchParams("class=99&current=-1"))).toEqual({ keyword: "", classNo: null, current: 1 });
  });
});
