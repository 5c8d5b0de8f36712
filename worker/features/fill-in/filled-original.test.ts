import { env } from "cloudflare:workers";
import { Document, type IRunOptions, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from "docx";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { blanksOf } from "#core/fill-in/blanks";
import { templateCategories, templates } from "#db/schema";
import { readDocx } from "#worker/lib/docx-reader";
import { callerFor, request } from "../../../tests/setup/helpers";
import { seedLibrary } from "../../../tests/setup/library-fixture";
import { db, newUser } from "../orders/orders-test-kit";
import { storeTemplateFile } from "../templates/template-files.service";

// An uploaded original is filled in its own runs: each value takes the formatting (w:rPr) of the run
// that held its blank's first character; a template whose text no longer matches the original gets the
// regenerated file.

const NAME = { bold: true, underline: {}, font: "黑体" } satisfies IRunOptions;
const WORDS_FIRST = { bold: true, font: "楷体" } satisfies IRunOptions;
const WORDS_SECOND = { italics: true } satisfies IRunOptions;
const FIGURES = { underline: {}, font: "Times New Roman", size: 28 } satisfies IRunOptions;

const line = (...runs: [string, IRunOptions?][]) => new Paragraph({ children: runs.map(([text, style]) => new TextRun({ text, ...style })) });

/** An author's lease: a name on an underlined blank run, an amount in capitals split across two runs, its figures, a 方案 choice, a box list, a date. */
async function original(): Promise<Uint8Array> {
  const document = new Document({
    sections: [
      {
        children: [
          line(["房屋租赁合同"]),
          line(["甲方（出租人）："], ["            ", NAME]),
          line(["乙方（承租人）："], ["________", { bold: true }]),
          line(["第一条　租金"]),
          line(["月租金为人民币（大写）"], ["____", WORDS_FIRST], ["____", WORDS_SECOND], ["元（¥"], ["________", FIGURES], ["）。"]),
          line(["第二条　押金"]),
          line(["方案一：押金为两个月租金。"]),
          line(["方案二：不收押金。"]),
          line(["支付方式：□一次性支付　□分期支付"]),
          new Table({ rows: [new TableRow({ children: [new TableCell({ children: [line(["乙方联系电话："], ["________", { color: "1F4E79" }])] })] })] }),
          line(["签订日期：____年____月____日"]),
        ],
      },
    ],
  });
  return Packer.pack(document, "uint8array");
}

let categoryId = 0;
beforeAll(async () => {
  await seedLibrary();
  const [category] = await db.select({ id: templateCategories.id }).from(templateCategories).limit(1);
  categoryId = category?.id ?? 0;
});

async function templateWith(bytes: Uint8Array, body: string) {
  const now = Date.now();
  const [t] = await db
    .insert(templates)
    .values({ categoryId, title: "房屋租赁合同（作者原件）", source: 1, status: 2, summary: "租赁", body, createdAt: now, updatedAt: now })
    .returning();
  if (!t) throw new Error("insert failed");
  await storeTemplateFile(env.FILES, t.id, t.title, bytes);
  return t;
}

async function downloaded(url: string): Promise<Record<string, Uint8Array>> {
  const res = await request(url);
  expect(res.status).toBe(200);
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

/** Each run of a document part: its properties (w:rPr, as written) and its text. */
function runsOf(xml: string): { rPr: string; text: string }[] {
  return [...xml.matchAll(/<w:r>(?:<w:rPr>(.*?)<\/w:rPr>)?(?:<w:t[^>]*>(.*?)<\/w:t>|<w:t[^>]*\/>)<\/w:r>/g)].map((m) => ({
    rPr: m[1] ?? "",
    text: m[2] ?? "",
  }));
}

describe("filling an uploaded original", () => {
  it("original kept: the values go into the runs that held the blanks with their rPr, a split blank and the amount in capitals included", async () => {
    const bytes = await original();
    const body = readDocx(bytes).body;
    const t = await templateWith(bytes, body);
    const user = await newUser();
    const form = await callerFor(user).fillIn.form({ templateId: t.id });
    const key = (label: string) => form.fields.find((f) => f.label === label)?.key ?? `missing ${label}`;
    const values = {
      [key("甲方（出租人）")]: "上海安居置业有限公司",
      [key("乙方（承租人）")]: "王小明&<李>",
      [key("乙方联系电话")]: "13912345678",
      [form.blanks.find((b) => b.type === "amount")?.key ?? "missing amount"]: "12300",
      [form.fields.find((f) => f.label.includes("押金"))?.key ?? "missing plan"]: "2",
      [form.fields.find((f) => f.label.includes("支付方式"))?.key ?? "missing box"]: "1",
      [key("签订日期")]: "2026-03-01",
    };
    const link = await callerFor(user).fillIn.download({ templateId: t.id, values });
    const parts = await downloaded(link.url);
    const given = unzipSync(bytes);
    const before = runsOf(strFromU8(given["word/document.xml"] as Uint8Array));
    const xml = strFromU8(parts["word/document.xml"] as Uint8Array);
    const after = runsOf(xml);
    const rPrOf = (runs: { rPr: string; text: string }[], text: string) => {
      const run = runs.find((r) => r.text === text);
      if (!run) throw new Error(`no run holds ${text}`);
      return run.rPr;
    };
    const styled = (style: string) => before.find((r) => r.rPr.includes(style))?.rPr ?? `no run in ${style}`;

    // The name in the underlined blank run, bold, underlined and in 黑体 as the blank was.
    expect(rPrOf(after, "上海安居置业有限公司")).toBe(rPrOf(before, "            "));
    expect(rPrOf(after, "上海安居置业有限公司")).toMatch(/<w:b\/>.*<w:u /);
    expect(rPrOf(after, "王小明&amp;&lt;李&gt;")).toBe("<w:b/><w:bCs/>");
    expect(rPrOf(after, "13912345678")).toBe(styled("1F4E79"));
    // The capitals in the first run of the split blank (楷体, bold); its second run emptied; the 元 taken along.
    expect(rPrOf(after, "壹万贰仟叁佰元整")).toBe(styled("楷体"));
    expect(after.filter((r) => r.rPr === styled("<w:i/>")).map((r) => r.text)).toEqual([""]);
    expect(after.map((r) => r.text)).toContain("（¥");
    expect(rPrOf(after, "12,300.00")).toBe(styled("Times New Roman"));
    // The chosen 方案 without its marker, the other gone with its paragraph; the chosen box ticked.
    expect(xml).toContain("不收押金。");
    expect(xml).not.toContain("方案");
    expect(xml).not.toContain("两个月租金");
    const paragraphs = (part: string) => part.match(/<w:p>|<w:p /g)?.length ?? 0;
    expect(paragraphs(xml)).toBe(paragraphs(strFromU8(given["word/document.xml"] as Uint8Array)) - 1);
    expect(xml).toContain("支付方式：■一次性支付　□分期支付");
    expect(xml).toContain("签订日期：2026年3月1日");
    expect(xml).not.toMatch(/[_＿]{2}/);
    // Every other part of the package as uploaded.
    for (const name of Object.keys(given).filter((n) => n !== "word/document.xml")) expect(parts[name], name).toEqual(given[name]);
    expect(readDocx(new Uint8Array(await (await request(link.url)).arrayBuffer())).body).toContain("月租金为人民币（大写）壹万贰仟叁佰元整（¥12,300.00）。");
  });

  it("original kept: a template whose blanks no longer match its original gets the file regenerated from its text", async () => {
    const bytes = await original();
    const body = `${readDocx(bytes).body}\n第三条　其他\n乙方联系电话：________`;
    expect(blanksOf(body).length).toBe(blanksOf(readDocx(bytes).body).length + 1);
    const t = await templateWith(bytes, body);
    const user = await newUser();
    const form = await callerFor(user).fillIn.form({ templateId: t.id });
    const landlord = form.fields.find((f) => f.label === "甲方（出租人）")?.key ?? "missing";
    const link = await callerFor(user).fillIn.download({ templateId: t.id, values: { [landlord]: "上海安居置业有限公司" } });
    const xml = strFromU8((await downloaded(link.url))["word/document.xml"] as Uint8Array);
    expect(xml).toContain("甲方（出租人）：上海安居置业有限公司");
    expect(xml).toContain("乙方联系电话：________");
    expect(xml).not.toContain("黑体");
  });
});
