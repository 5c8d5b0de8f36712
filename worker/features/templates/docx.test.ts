import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { templateDocx } from "./docx";

describe("templateDocx", () => {
  it("docx by fflate: a ZIP of the three OOXML parts whose document holds the escaped title and lines", () => {
    const bytes = templateDocx("租赁合同 <甲&乙>", "第一条 租金\n第二条 押金");
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const parts = unzipSync(bytes);
    expect(Object.keys(parts).sort()).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
    const document = strFromU8(parts["word/document.xml"] as Uint8Array);
    expect(document).toContain("租赁合同 &lt;甲&amp;乙&gt;");
    expect(document.match(/<w:p>/g)).toHaveLength(3);
    expect(strFromU8(parts["_rels/.rels"] as Uint8Array)).toContain('Target="word/document.xml"');
    // The same text gives the same file, so a cached download never differs from a fresh one.
    expect(templateDocx("租赁合同 <甲&乙>", "第一条 租金\n第二条 押金")).toEqual(bytes);
  });
});
