import {
  beginText,
  endText,
  moveText,
  type PDFDocument,
  PDFHexString,
  PDFName,
  type PDFPage,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  showText,
} from "pdf-lib";

// Chinese text in pdf-lib documents (样票, template previews): the PDF's predefined STSong-Light CID
// font (Adobe-GB1, UniGB-UCS2-H) that every PDF reader supplies, so no font file is bundled or fetched
// (ADR 0021).

/** The resource name the font has on every page of a writer. */
export const SONG = "F1";
const BLACK: [number, number, number] = [0.1, 0.1, 0.1];

/** UCS-2 big-endian hex, the encoding UniGB-UCS2-H reads; characters outside the BMP become 〓. */
export function ucs2(text: string): PDFHexString {
  let hex = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3013;
    hex += (code > 0xffff ? 0x3013 : code).toString(16).padStart(4, "0");
  }
  return PDFHexString.of(hex);
}

function embedSong(doc: PDFDocument) {
  const ctx = doc.context;
  const descriptor = ctx.register(
    ctx.obj({
      Type: "FontDescriptor",
      FontName: "STSong-Light",
      Flags: 6,
      FontBBox: [-25, -254, 1000, 880],
      ItalicAngle: 0,
      Ascent: 880,
      Descent: -120,
      CapHeight: 880,
      StemV: 93,
    }),
  );
  const cid = ctx.register(
    ctx.obj({
      Type: "Font",
      Subtype: "CIDFontType0",
      BaseFont: "STSong-Light",
      CIDSystemInfo: ctx.obj({ Registry: PDFString.of("Adobe"), Ordering: PDFString.of("GB1"), Supplement: 2 }),
      FontDescriptor: descriptor,
      DW: 1000,
      // Adobe-GB1 CIDs 1–95 are the proportional Latin glyphs ASCII maps to: half width.
      W: [1, 95, 500],
    }),
  );
  return ctx.register(ctx.obj({ Type: "Font", Subtype: "Type0", BaseFont: "STSong-Light-UniGB-UCS2-H", Encoding: "UniGB-UCS2-H", DescendantFonts: [cid] }));
}

/** Text width in points: ASCII half an em, everything else a full em (the metrics declared above). */
export function widthOf(text: string, size: number): number {
  let ems = 0;
  for (const ch of text) ems += (ch.codePointAt(0) ?? 0) < 0x80 ? 0.5 : 1;
  return ems * size;
}

export type Pen = { page: PDFPage; text: (s: string, x: number, y: number, size: number, color?: [number, number, number]) => void };

function penFor(page: PDFPage): Pen {
  return {
    page,
    text(s, x, y, size, color = BLACK) {
      page.pushOperators(
        pushGraphicsState(),
        setFillingRgbColor(...color),
        beginText(),
        setFontAndSize(SONG, size),
        moveText(x, y),
        showText(ucs2(s)),
        endText(),
        popGraphicsState(),
      );
    },
  };
}

/** Pages that can write Chinese: each page added carries the font embedded once for the document. */
export function songWriter(doc: PDFDocument): { page: (size: [number, number]) => Pen } {
  const font = embedSong(doc);
  return {
    page(size) {
      const page = doc.addPage(size);
      page.node.setFontDictionary(PDFName.of(SONG), font);
      return penFor(page);
    },
  };
}
