import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { KIND_SEEDS } from "#core/contract-check/kinds";
import { RULE_CITATIONS } from "#core/contract-check/laws";
import { numberToCn } from "#core/regulations";
import { regulationSeeds } from "#db/seed/content/regulations/index";
import { LABOUR_CONTRACT as LABOUR } from "../../../tests/fixtures/labour-contract";
import { seedContractKinds } from "../../../tests/setup/contract-check-fixture";
import { callerFor } from "../../../tests/setup/helpers";
import { templateDocx } from "../templates/docx";

const visitor = callerFor(null);

beforeAll(async () => {
  await seedContractKinds();
});

describe("合同体检 on the server", () => {
  it("contract check: every article a check cites is in the regulation library, in force, with its text", () => {
    const seeds = regulationSeeds();
    const cited = [...Object.values(RULE_CITATIONS).flat(), ...KIND_SEEDS.flatMap((k) => k.clauses.flatMap((c) => c.citations))];
    for (const c of cited) {
      const law = seeds.find((s) => s.title === c.law);
      expect(law?.timeliness, c.law).toBe(1);
      expect(
        law?.text.some((line) => line.startsWith(`第${numberToCn(c.article)}条 `)),
        `${c.law} 第${c.article}条`,
      ).toBe(true);
    }
  });

  it("contract check: a visitor's labour contract gets the probation and dispute findings linked to the library", async () => {
    const result = await visitor.contractCheck.text({ text: LABOUR });
    const labourLaw = await env.DB.prepare("SELECT id FROM regulations WHERE title = '中华人民共和国劳动合同法（2012修正）'").first<{ id: number }>();
    const probation = result.findings.find((f) => f.rule === "probation-limit");
    expect(probation?.citations[0]).toMatchObject({ label: "《劳动合同法》第十九条", href: `/regulations/${labourLaw?.id}#art-19`, timeliness: "现行有效" });
    expect(probation?.suggestion).toMatchObject({ title: "试用期约定", href: "/clause?keyword=%E8%AF%95%E7%94%A8%E6%9C%9F%E7%BA%A6%E5%AE%9A" });
    const dispute = result.findings.find((f) => f.rule === "missing-dispute");
    expect(dispute?.citations[0]).toMatchObject({ label: "《劳动争议调解仲裁法》第五条", timeliness: "现行有效" });
    expect(dispute?.citations[0]?.href).toMatch(/^\/regulations\/\d+#art-5$/);
    expect(dispute?.suggestion).toMatchObject({ title: null, href: null });
  });

  it("contract check: a Word file is read in memory and checked the same way, and never stored", async () => {
    const before = await env.FILES.list();
    const file = new File([new Uint8Array(await templateDocx("劳动合同", LABOUR))], "劳动合同.docx");
    const result = await visitor.contractCheck.docx({ file });
    expect(result.kind).toBe("labour");
    expect(result.findings.map((f) => f.rule)).toContain("probation-limit");
    expect((await env.FILES.list()).objects.length).toBe(before.objects.length);
  });

  it("contract check: bad input is refused in Chinese, never a server error", async () => {
    await expect(visitor.contractCheck.text({ text: "太短" })).rejects.toThrow("合同正文太短");
    await expect(visitor.contractCheck.text({ text: "字".repeat(30_001) })).rejects.toThrow("不能超过3万字");
    await expect(visitor.contractCheck.text({ text: LABOUR, kind: "loan" as never })).rejects.toThrow("合同类型无效");
    await expect(visitor.contractCheck.docx({ file: new File(["PK\u0003\u0004 不是 Word"], "x.docx") })).rejects.toThrow("无法读取该 Word 文件");
    await expect(visitor.contractCheck.docx({ file: new File(["%PDF-1.4"], "x.pdf") })).rejects.toThrow("仅支持 .docx");
    const controls = await visitor.contractCheck.text({ text: `${LABOUR}\u0000\u202e` });
    expect(controls.text.includes("\u0000") || controls.text.includes("\u202e")).toBe(false);
  });
});
