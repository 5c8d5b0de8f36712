import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readDocx } from "#worker/lib/docx-reader";
import { templateDocx } from "./docx";

describe("templateDocx", () => {
  it("docx by the docx library: a Word package whose document holds the escaped title and lines, laid out as before", async () => {
    const bytes = await templateDocx("租赁合同 <甲&乙>", "第一条 租金\n\n第二条 押金");
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const parts = unzipSync(bytes);
    expect(Object.keys(parts)).toEqual(expect.arrayContaining(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]));
    const document = strFromU8(parts["word/document.xml"] as Uint8Array);
    expect(document).toContain("租赁合同 &lt;甲&amp;乙&gt;");
    expect(document.match(/<w:p>|<w:p\s/g)).toHaveLength(4);
    expect(document).toContain('<w:jc w:val="center"/>');
    expect(document).toContain('w:eastAsia="宋体"');
    expect(document).toMatch(/<w:sz w:val="36"\/>[\s\S]*<w:sz w:val="24"\/>/);
    expect(document).toMatch(/<w:pgSz w:w="11906" w:h="16838"[^>]*\/>/);
    expect(document).toMatch(/<w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="851" w:footer="992" w:gutter="0"/);
    expect(strFromU8(parts["_rels/.rels"] as Uint8Array)).toContain('Target="word/document.xml"');
    // Read back as an upload is read: the title and the lines, in order.
    expect(readDocx(bytes).blocks.map((b) => b.text)).toEqual(["租赁合同 <甲&乙>", "第一条 租金", "第二条 押金"]);
    // The same text gives the same document (the package's own timestamps aside).
    const again = unzipSync(await templateDocx("租赁合同 <甲&乙>", "第一条 租金\n\n第二条 押金"));
    expect(strFromU8(again["word/document.xml"] as Uint8Array)).toBe(document);
  });
});
