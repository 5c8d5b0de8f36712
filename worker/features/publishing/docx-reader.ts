import { unzipSync } from "fflate";
import { SaxesParser, type SaxesTagPlain } from "saxes";

// An uploaded Word file (.docx) becomes clean text and structure (ADR 0016): fflate opens the ZIP and
// saxes walks word/document.xml. Paragraphs become lines; heading styles (and outline levels) become
// headings; Word's automatic numbering is written out (1. / (1)); underlined blank runs, the way Word
// draws a fill-in line, become ____. Deleted revisions and field codes are left out.

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

type Paragraph = { heading: boolean; num: { id: string; level: number } | null; text: string; blanks: number };

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
  let run = { underline: false, text: "" };
  let inText = false;
  // Deleted revisions and field instructions are not part of the visible text.
  let hidden = 0;
  let numId: string | null = null;
  let numLevel = 0;
  const flushRun = () => {
    if (!p || !run.text) return;
    if (run.underline && BLANK.test(run.text)) {
      p.text += "_".repeat(Math.max(4, run.text.length));
      p.blanks++;
    } else {
      p.text += run.text;
    }
    run = { underline: false, text: "" };
  };
  parser.on("opentag", (tag: SaxesTagPlain) => {
    const val = tag.attributes["w:val"];
    switch (tag.name) {
      case "w:p":
        p = { heading: false, num: null, text: "", blanks: 0 };
        numId = null;
        numLevel = 0;
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
        run = { underline: false, text: "" };
        break;
      case "w:u":
        run.underline = val !== "none";
        break;
      case "w:t":
        inText = hidden === 0;
        break;
      case "w:tab":
        if (p && hidden === 0) run.text += run.underline ? "    " : "\t";
        break;
      case "w:br":
      case "w:cr":
        if (p && hidden === 0) {
          flushRun();
          p.text += "\n";
        }
        break;
    }
  });
  parser.on("text", (text) => {
    if (inText) run.text += text;
  });
  parser.on("closetag", (tag: SaxesTagPlain) => {
    switch (tag.name) {
      case "w:t":
        inText = false;
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
      case "w:p":
        if (p) out.push(p);
        p = null;
        break;
    }
  });
  try {
    parser.write(xml).close();
  } catch {
    throw new DocxError("bad xml");
  }
  return out;
}

/** The text and structure of a DOCX; DocxError when the bytes are not a readable Word document. */
export function readDocx(bytes: Uint8Array): DocxText {
  const numbering = new Numbering();
  const blocks: DocxBlock[] = [];
  let blanks = 0;
  for (const p of parseParagraphs(documentXml(bytes))) {
    const text = p.text.replace(/[ \t\u00a0]+$/gm, "").trim();
    if (!text) continue;
    blanks += p.blanks;
    if (p.heading) blocks.push({ kind: "heading", text });
    else if (p.num) blocks.push({ kind: "clause", text: numbering.label(p.num.id, p.num.level) + text });
    else blocks.push({ kind: "paragraph", text });
  }
  // A heading opens a section: a blank line before it, as the library's own texts are laid out.
  const body = blocks.map((b, i) => (b.kind === "heading" && i > 0 ? `\n${b.text}` : b.text)).join("\n");
  return { blocks, body, blanks };
}
