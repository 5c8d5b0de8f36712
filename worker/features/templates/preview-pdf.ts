import { PDFDocument } from "pdf-lib";
import { songWriter, widthOf } from "../../lib/pdf-song";

// A template's text as an A4 PDF for reading on a phone (SPEC §7 "preview pdf url"): the title, the
// paragraphs wrapped to the page, page numbers, and — for a preview — where the part for buyers begins.

const A4: [number, number] = [595, 842];
const MARGIN = 56;
const BODY = 11;
const LEADING = 19;
const TITLE = 16;
const GREY: [number, number, number] = [0.45, 0.45, 0.45];
const RED: [number, number, number] = [0.7, 0.15, 0.1];
export const PREVIEW_END = "—— 预览到此结束，购买后可查看并下载完整范本 ——";

/** Lines of at most `width` points: paragraphs kept, a long one broken at any character (Chinese has no spaces). */
export function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r/g, "").replace(/\t/g, "    ").split("\n")) {
    let line = "";
    for (const ch of paragraph) {
      if (widthOf(line + ch, size) > width) {
        lines.push(line);
        line = "";
      }
      line += ch;
    }
    lines.push(line);
  }
  return lines;
}

/** `footer` names what the pages are (合同范本 by default; a filled contract is 合同). */
export async function templatePdf(input: { title: string; text: string; truncated: boolean; footer?: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setProducer("契合");
  const writer = songWriter(doc);
  const [W, H] = A4;
  const width = W - 2 * MARGIN;
  const pens = [writer.page(A4)];
  let pen = pens[0] as (typeof pens)[number];
  let y = H - MARGIN - TITLE;
  for (const line of wrap(input.title, TITLE, width)) {
    pen.text(line, (W - widthOf(line, TITLE)) / 2, y, TITLE);
    y -= TITLE + 10;
  }
  y -= 8;
  const body: [string, [number, number, number] | undefined][] = wrap(input.text, BODY, width).map((l) => [l, undefined]);
  if (input.truncated) body.push(["", undefined], [PREVIEW_END, RED]);
  for (const [line, color] of body) {
    if (y < MARGIN + LEADING) {
      pen = writer.page(A4);
      pens.push(pen);
      y = H - MARGIN - BODY;
    }
    pen.text(line, MARGIN, y, BODY, color);
    y -= LEADING;
  }
  for (const [n, p] of pens.entries()) {
    const footer = `契合 · ${input.footer ?? "合同范本"}${input.truncated ? "预览" : ""}　第 ${n + 1} / ${pens.length} 页`;
    p.text(footer, (W - widthOf(footer, 8)) / 2, MARGIN / 2, 8, GREY);
  }
  return doc.save();
}
