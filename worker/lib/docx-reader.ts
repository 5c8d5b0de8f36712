import { unzipSync } from "fflate";
import { SaxesParser, type SaxesTagPlain } from "saxes";

// An uploaded Word file (.docx) becomes clean text and structure (ADR 0016): fflate opens the ZIP and
// saxes walks word/document.xml. Paragraphs become lines; heading styles (and outline levels) become
// headings; Word's automatic numbering is written out (1. / (1)); underlined blank runs, the way Word
// draws a fill-in line, become ____. Deleted revisions and field codes are left out. Each character of
// the text keeps where it came from in the XML, so a filled-in contract can be written into the very runs
// of the original (worker/features/fill-in/filled-original.ts).

export type DocxBlock = { kind: "heading" | "clause" | "paragraph"; text: string };
export type DocxText = { blocks: DocxBlock[]; body: string; blanks: number };

export class DocxError extends Error {
  override name = "DocxError";
}

const DOCUMENT = "word/document.xml";
/** The document part inflated: a 10 MB upload of text compresses about tenfold; beyond this is a ZIP bomb. */
const DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;
const HEADING_STYLE = /^(?:heading|标题)\s*\d$|^title$|^subtitle$/i;
const BLANK = /^[\s\u3000]+$/;

function documentXml(bytes: Uint8Array): string {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (f) => f.name === DOCUMENT && f.originalSize <= DOCUMENT_MAX_BYTES });
  } catch {
    throw new DocxError("not a zip");
  }
  const xml = entries[DOCUMENT];
  if (!xml) throw new DocxError("no document part");
  return new TextDecoder().decode(xml);
}

/** A w:t element: where its opening tag and its content are in the XML, and its text decoded. */
export type TextNode = { open: number; from: number; to: number; text: string };
/**
 * A stretch of a paragraph's text: a w:t's text, one character for one (`nodes` holds that node); an
 * underlined blank run drawn as ____ (`whole`: its nodes stand for the stretch as a whole); or what the
 * reader writes itself (tabs, line breaks: no nodes).
 */
export type Piece = { text: string; nodes: TextNode[]; whole: boolean };
/** A paragraph: its element's span in the XML, and whether it may be removed whole (not in a table cell, holding no other). */
export type Paragraph = {
  heading: boolean;
  num: { id: string; level: number } | null;
  text: string;
  blanks: number;
  pieces: Piece[];
  from: number;
  to: number;
  removable: boolean;
};
/** Word's automatic numbering as text: a counter per list and level, deeper levels restart. */
class Numbering {
  private counters = new Map<string, number[]>();
  label(id: string, level: number): string {
    const counts = this.counters.get(id) ?? [];
    counts[level] = (counts[level] ?? 0) + 1;
    counts.length = level + 1;
    this.counters.set(id, counts);
    const n = counts[level] ?? 1;
    return level === 0 ? `${n}. ` : `（${n}）`;
  }
}

function parseParagraphs(xml: string): Paragraph[] {
  const out: Paragraph[] = [];
  const parser = new SaxesParser();
  let p: Paragraph | null = null;
  let run = { underline: false, text: "", pieces: [] as Piece[] };
  let node: TextNode | null = null;
  // Deleted revisions and field instructions are not part of the visible text.
  let hidden = 0;
  let numId: string | null = null;
  let numLevel = 0;
  let cells = 0;
  const opened: { from: number; plain: boolean }[] = [];
  const tagStart = () => xml.lastIndexOf("<", parser.position - 1);
  const add = (piece: Piece) => {
    if (!p) return;
    p.text += piece.text;
    p.pieces.push(piece);
  };
  const flushRun = () => {
    if (!p || !run.text) return;
    if (run.underline && BLANK.test(run.text)) {
      add({ text: "_".repeat(Math.max(4, run.text.length)), nodes: run.pieces.flatMap((x) => x.nodes), whole: true });
      p.blanks++;
    } else {
      for (const piece of run.pieces) add(piece);
    }
    run = { underline: false, text: "", pieces: [] };
  };
  const runText = (piece: Piece) => {
    run.text += piece.text;
    run.pieces.push(piece);
  };
  parser.on("opentag", (tag: SaxesTagPlain) => {
    const val = tag.attributes["w:val"];
    switch (tag.name) {
      case "w:p":
        for (const o of opened) o.plain = false;
        opened.push({ from: tagStart(), plain: cells === 0 && opened.length === 0 });
        p = { heading: false, num: null, text: "", blanks: 0, pieces: [], from: 0, to: 0, removable: false };
        numId = null;
        numLevel = 0;
        break;
      case "w:tc":
        cells++;
        break;
      case "w:del":
      case "w:instrText":
      case "w:delText":
        hidden++;
        break;
      case "w:pStyle":
        if (p && typeof val === "string" && HEADING_STYLE.test(val)) p.heading = true;
        break;
      case "w:outlineLvl":
        if (p && val !== "9") p.heading = true;
        break;
      case "w:ilvl":
        numLevel = Math.min(Number(val) || 0, 8);
        break;
      case "w:numId":
        numId = typeof val === "string" && val !== "0" ? val : null;
        break;
      case "w:r":
        run = { underline: false, text: "", pieces: [] };
        break;
      case "w:u":
        run.underline = val !== "none";
        break;
      case "w:t":
        node = hidden === 0 && !tag.isSelfClosing ? { open: tagStart(), from: parser.position, to: parser.position, text: "" } : null;
        break;
      case "w:tab":
        if (p && hidden === 0) runText({ text: run.underline ? "    " : "\t", nodes: [], whole: false });
        break;
      case "w:br":
      case "w:cr":
        if (p && hidden === 0) {
          flushRun();
          add({ text: "\n", nodes: [], whole: false });
        }
        break;
    }
  });
  parser.on("text", (text) => {
    if (node) node.text += text;
  });
  parser.on("closetag", (tag: SaxesTagPlain) => {
    switch (tag.name) {
      case "w:t":
        if (node) {
          node.to = tagStart();
          if (node.text) runText({ text: node.text, nodes: [node], whole: false });
        }
        node = null;
        break;
      case "w:tc":
        cells--;
        break;
      case "w:del":
      case "w:instrText":
      case "w:delText":
        hidden--;
        break;
      case "w:r":
        flushRun();
        break;
      case "w:numPr":
        if (p && numId) p.num = { id: numId, level: numLevel };
        break;
      case "w:p": {
        const o = opened.pop();
        if (p) out.push({ ...p, from: o?.from ?? 0, to: parser.position, removable: o?.plain ?? false });
        p = null;
        break;
      }
    }
  });
  try {
    parser.write(xml).close();
  } catch {
    throw new DocxError("bad xml");
  }
  return out;
}

/** Which characters of a paragraph's text stay: spaces ending a line and the whitespace around the whole go. */
export function keptChars(text: string): number[] {
  const dropped = new Uint8Array(text.length);
  for (const m of text.matchAll(/[ \t\u00a0]+$/gm)) dropped.fill(1, m.index, m.index + m[0].length);
  const kept: number[] = [];
  for (let i = 0; i < text.length; i++) if (!dropped[i]) kept.push(i);
  let first = 0;
  let last = kept.length;
  while (first < last && /\s/.test(text[kept[first] ?? 0] ?? "")) first++;
  while (last > first && /\s/.test(text[kept[last - 1] ?? 0] ?? "")) last--;
  return kept.slice(first, last);
}

/** Where a paragraph's text is in the body: from `start` on, the characters `keptChars` keeps of its own text. */
export type Placed = { start: number; paragraph: Paragraph };
export type DocxLayout = DocxText & { xml: string; placed: Placed[] };

/** The text and structure of a document part, and where each paragraph's text went in it. */
export function layoutOf(xml: string): DocxLayout {
  const numbering = new Numbering();
  const paragraphs = parseParagraphs(xml);
  const blocks: DocxBlock[] = [];
  const placed: Placed[] = [];
  let body = "";
  let blanks = 0;
  for (const paragraph of paragraphs) {
    const text = keptChars(paragraph.text)
      .map((i) => paragraph.text[i])
      .join("");
    if (!text) continue;
    blanks += paragraph.blanks;
    const label = !paragraph.heading && paragraph.num ? numbering.label(paragraph.num.id, paragraph.num.level) : "";
    const kind = paragraph.heading ? "heading" : paragraph.num ? "clause" : "paragraph";
    // A heading opens a section: a blank line before it, as the library's own texts are laid out.
    if (blocks.length > 0) body += kind === "heading" ? "\n\n" : "\n";
    body += label;
    placed.push({ start: body.length, paragraph });
    body += text;
    blocks.push({ kind, text: label + text });
  }
  return { blocks, body, blanks, xml, placed };
}

/** The text and structure of a DOCX; DocxError when the bytes are not a readable Word document. */
export function readDocx(bytes: Uint8Array): DocxText {
  const { blocks, body, blanks } = layoutOf(documentXml(bytes));
  return { blocks, body, blanks };
}
