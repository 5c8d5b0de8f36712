import { unzlibSync } from "fflate";
import { PDFDocument, PDFRawStream } from "pdf-lib";
import { expect } from "vitest";

/** The text drawn on the first page of a PDF this product renders: the content stream's UCS-2 hex strings, decoded. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents && "asArray" in contents ? contents.asArray() : [contents];
  let text = "";
  for (const ref of streams) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const raw = stream.dict.toString().includes("FlateDecode") ? unzlibSync(stream.contents) : stream.contents;
    for (const [, hex] of new TextDecoder().decode(raw).matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      for (let i = 0; i < (hex ?? "").length; i += 4) text += String.fromCharCode(Number.parseInt((hex ?? "").slice(i, i + 4), 16));
      text += "\n";
    }
  }
  return text;
}
