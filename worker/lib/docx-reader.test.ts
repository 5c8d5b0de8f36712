import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun, UnderlineType } from "docx";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DocxError, readDocx } from "./docx-reader";

/** A contract as Word writes it, through the docx package: a title, headings, auto-numbered clauses and underlined blanks. */
async function wordFile(): Promise<Uint8Array> {
  const doc = new Document({
    numbering: { config: [{ reference: "clauses", levels: [{ level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.LEFT }] }] },
    sections: [
      {
        children: [
          new Paragraph({ text: "设备租赁合同", heading: HeadingLevel.TITLE }),
          new Paragraph({ children: [new TextRun("出租方（甲方）："), new TextRun({ text: "        ", underline: { type: UnderlineType.SINGLE } })] }),
          new Paragraph({ text: "第一条 租赁设备", heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: "设备名称、型号与数量见附件。", numbering: { reference: "clauses", level: 0 } }),
          new Paragraph({ text: "甲方保证设备权属清晰。", numbering: { reference: "clauses", level: 0 } }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}

function rawDocx(bodyXml: string): Uint8Array {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml}</w:body></w:document>`;
  return zipSync({ "word/document.xml": strToU8(xml) });
}

describe("DOCX reader", () => {
  it("docx reader: headings, Word numbering and underlined blanks become text and structure", async () => {
    const read = readDocx(await wordFile());
    expect(read.blocks).toEqual([
      { kind: "heading", text: "设备租赁合同" },
      { kind: "paragraph", text: "出租方（甲方）：________" },
      { kind: "heading", text: "第一条 租赁设备" },
      { kind: "clause", text: "1. 设备名称、型号与数量见附件。" },
      { kind: "clause", text: "2. 甲方保证设备权属清晰。" },
    ]);
    expect(read.blanks).toBe(1);
    expect(read.body).toBe("设备租赁合同\n出租方（甲方）：________\n\n第一条 租赁设备\n1. 设备名称、型号与数量见附件。\n2. 甲方保证设备权属清晰。");
  });

  it("docx reader: deleted revisions and field codes are not text, line breaks are", () => {
    const read = readDocx(
      rawDocx(
        '<w:p><w:r><w:t>第一行</w:t></w:r><w:r><w:br/><w:t xml:space="preserve">第二行 </w:t></w:r><w:del><w:r><w:delText>删除的字</w:delText></w:r></w:del><w:r><w:instrText>PAGE</w:instrText></w:r></w:p><w:p></w:p>',
      ),
    );
    expect(read.body).toBe("第一行\n第二行");
  });

  it("docx reader: bytes that are not a Word document are refused", () => {
    expect(() => readDocx(strToU8("PK\u0003\u0004 not really"))).toThrow(DocxError);
    expect(() => readDocx(zipSync({ "xl/workbook.xml": strToU8("<x/>") }))).toThrow(DocxError);
    expect(() => readDocx(rawDocx("<w:p><w:r><w:t>未闭合"))).toThrow(DocxError);
  });
});
