import { AlignmentType, Document, Packer, Paragraph, TextRun } from "docx";

// A Word file (DOCX) from a template's text, written by the `docx` library: a centred bold title, then a
// paragraph a line in 宋体 小四, on A4 with Word's customary Chinese margins. Used for platform templates
// whose original file has not been uploaded to R2 yet, for regulation texts and for filled contracts
// whose template has no original; user uploads are stored as sent.

const TITLE_HALF_POINTS = 36;
const BODY_HALF_POINTS = 24;
const FONT = { eastAsia: "宋体" };
/** A4 in twips, with 2.54 cm top and bottom and 3.17 cm side margins. */
const PAGE = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1440, right: 1800, bottom: 1440, left: 1800, header: 851, footer: 992, gutter: 0 },
};

export async function templateDocx(title: string, body: string): Promise<Uint8Array> {
  const document = new Document({
    sections: [
      {
        properties: { page: PAGE },
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: title, font: FONT, bold: true, size: TITLE_HALF_POINTS })] }),
          ...body.split(/\r?\n/).map((line) => new Paragraph({ children: [new TextRun({ text: line, font: FONT, size: BODY_HALF_POINTS })] })),
        ],
      },
    ],
  });
  return Packer.pack(document, "uint8array");
}
