import { strToU8, unzipSync, zipSync } from "fflate";
import type { Blank } from "#core/fill-in/blanks";
import { filledSpans, type Values } from "#core/fill-in/fill";
import { type DocxLayout, keptChars, layoutOf, type Paragraph, type Piece, type TextNode } from "#worker/lib/docx-reader";

// A filled contract written into its template's uploaded original, so the author's styles stay (ADR
// 0026). The original is read as an upload is (docx-reader, each character of the text knowing its w:t)
// and its blanks are found as in the stored text (core/fill-in); each value goes into the w:t holding
// its blank's first character, so it takes that run's w:rPr, and the rest of the blank (the other part of
// a blank split across runs, the 元 an amount in capitals takes) leaves its runs. A 方案 another was
// chosen over loses its paragraphs. Only those w:t contents and paragraphs change; every other byte of
// the document part and every other part of the package stay as uploaded.

const DOCUMENT = "word/document.xml";
/** All parts inflated: an upload is at most 10 MB; a package declaring more than this is a ZIP bomb. */
const PACKAGE_MAX_BYTES = 64 * 1024 * 1024;

type Edit = { node: TextNode; paragraph: Paragraph; chars: string[] };
type Splice = { from: number; to: number; text: string };

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"));

/** A character of the body read from a paragraph: the piece of the paragraph's text it is in and its place there. */
type Origin = { paragraph: Paragraph; piece: Piece; offset: number };

/** Where each character of the body comes from (null: what the reader wrote itself, a line break or a number). */
function originsOf(layout: DocxLayout): (i: number) => Origin | null {
  const located = new Map<Paragraph, (Origin | undefined)[]>();
  return (i) => {
    let lo = 0;
    let hi = layout.placed.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((layout.placed[mid]?.start ?? 0) <= i) lo = mid;
      else hi = mid - 1;
    }
    const placed = layout.placed[lo];
    if (!placed || placed.start > i) return null;
    const { paragraph } = placed;
    let origins = located.get(paragraph);
    if (!origins) {
      // The paragraph's own text by UTF-16 unit (as it is indexed), then as much of it as the body kept.
      const units = paragraph.pieces.flatMap((piece) => Array.from({ length: piece.text.length }, (_, offset) => ({ paragraph, piece, offset })));
      origins = keptChars(paragraph.text).map((at) => units[at]);
      located.set(paragraph, origins);
    }
    return origins[i - placed.start] ?? null;
  };
}

/** The document part with the values written in; null when a value has no run to go into. */
function filledXml(layout: DocxLayout, blanks: readonly Blank[], values: Values): string | null {
  const { xml } = layout;
  const edits = new Map<TextNode, Edit>();
  const charsOf = (node: TextNode, paragraph: Paragraph) => {
    let edit = edits.get(node);
    if (!edit) {
      edit = { node, paragraph, chars: node.text.split("") };
      edits.set(node, edit);
    }
    return edit.chars;
  };
  const originAt = originsOf(layout);
  const emptied = new Map<Paragraph, number>();
  const written = new Set<Paragraph>();

  for (const span of filledSpans(blanks, values)) {
    if (span.text === null) continue;
    let placed = false;
    const whole = new Set<Piece>();
    for (let i = span.start; i < span.end; i++) {
      const origin = originAt(i);
      if (!origin) continue;
      const { paragraph, piece } = origin;
      emptied.set(paragraph, (emptied.get(paragraph) ?? 0) + 1);
      const node = piece.nodes[0];
      if (!node) continue;
      let slot = origin.offset;
      if (piece.whole) {
        // An underlined blank run stands for its ____ as a whole: its spaces give way to the value.
        if (whole.has(piece)) continue;
        whole.add(piece);
        for (const n of piece.nodes) charsOf(n, paragraph).fill("");
        slot = 0;
      }
      const chars = charsOf(node, paragraph);
      chars[slot] = placed ? "" : span.text;
      if (!placed && span.text !== "") written.add(paragraph);
      placed = true;
    }
    if (!placed && span.text !== "") return null;
  }

  // A paragraph all of whose text a removed 方案 took goes whole, unless it is a table cell's or ends a section.
  const removed = [...emptied]
    .filter(([p, n]) => p.removable && !written.has(p) && n === keptChars(p.text).length && !xml.slice(p.from, p.to).includes("<w:sectPr"))
    .map(([p]) => p);
  const gone = new Set(removed);
  const splices: Splice[] = removed.map((p) => ({ from: p.from, to: p.to, text: "" }));
  for (const { node, paragraph, chars } of edits.values()) {
    if (gone.has(paragraph)) continue;
    // Word drops a w:t's spaces at its ends unless told to keep them.
    const tag = xml.slice(node.open, node.from);
    const open = /\sxml:space=/.test(tag) ? tag : tag.replace(/^<w:t\b/, '<w:t xml:space="preserve"');
    splices.push({ from: node.open, to: node.to, text: open + escapeText(chars.join("")) });
  }
  splices.sort((a, b) => a.from - b.from);
  const out: string[] = [];
  let at = 0;
  for (const s of splices) {
    out.push(xml.slice(at, s.from), s.text);
    at = s.to;
  }
  out.push(xml.slice(at));
  return out.join("");
}

/**
 * The original .docx with the values in; null when it cannot be filled reliably — not a readable Word
 * package, or its blanks (as `blanksFor` finds them in its text) are not the template's `blanks`, key
 * for key and type for type (the stored text was edited since) — and the caller regenerates the file.
 */
export function filledOriginal(bytes: Uint8Array, blanksFor: (text: string) => Blank[], blanks: readonly Blank[], values: Values): Uint8Array | null {
  let entries: Record<string, Uint8Array>;
  let layout: DocxLayout;
  try {
    let declared = 0;
    entries = unzipSync(bytes, {
      filter: (f) => {
        declared += f.originalSize;
        if (declared > PACKAGE_MAX_BYTES) throw new RangeError("package too large");
        return true;
      },
    });
    const part = entries[DOCUMENT];
    if (!part) return null;
    layout = layoutOf(new TextDecoder().decode(part));
  } catch {
    // Not a Word package docx-reader can read: the regenerated file serves instead.
    return null;
  }
  const found = blanksFor(layout.body);
  if (found.length !== blanks.length || found.some((b, i) => b.key !== blanks[i]?.key || b.type !== blanks[i]?.type)) return null;
  const filled = filledXml(layout, found, values);
  return filled === null ? null : zipSync({ ...entries, [DOCUMENT]: strToU8(filled) });
}
