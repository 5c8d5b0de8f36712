// What rendering a public page does besides answering: a library item's view, a lawyer profile's visit,
// the ads it showed. A cached copy of the page is answered without rendering, so the render records each
// effect in an internal response header; the page cache keeps it with the copy, replays it on every hit
// (replay.ts) and never sends it to the browser.

export const PAGE_EFFECT_HEADER = "x-qihe-page-effect";

export type ViewLibrary = "templates" | "documents" | "clauses" | "regulations" | "cases";
const VIEW_LIBRARIES: readonly ViewLibrary[] = ["templates", "documents", "clauses", "regulations", "cases"];

export type PageEffect =
  | { kind: "view"; library: ViewLibrary; id: number }
  | { kind: "visit"; lawyerId: number }
  | { kind: "ads"; campaignIds: readonly number[] };

function encode(effect: PageEffect): string {
  if (effect.kind === "view") return `view:${effect.library}:${effect.id}`;
  if (effect.kind === "visit") return `visit:${effect.lawyerId}`;
  return `ads:${effect.campaignIds.join(".")}`;
}

const positive = (text: string | undefined): number | null => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

function decode(text: string): PageEffect | null {
  const [kind, a, b] = text.trim().split(":");
  if (kind === "view") {
    const library = VIEW_LIBRARIES.find((l) => l === a);
    const id = positive(b);
    return library && id ? { kind, library, id } : null;
  }
  if (kind === "visit") {
    const lawyerId = positive(a);
    return lawyerId ? { kind, lawyerId } : null;
  }
  if (kind === "ads") {
    const campaignIds = (a ?? "").split(".").map(positive);
    return campaignIds.every((id) => id !== null) && campaignIds.length > 0 ? { kind, campaignIds: campaignIds as number[] } : null;
  }
  return null;
}

/** Notes an effect on the response being rendered (the procedure runs it itself, as before). */
export function recordEffect(resHeaders: Headers, effect: PageEffect): void {
  resHeaders.append(PAGE_EFFECT_HEADER, encode(effect));
}

/** The effects a response recorded (Headers joins repeated values with ", "). */
export function effectsOf(headers: Headers): PageEffect[] {
  return (headers.get(PAGE_EFFECT_HEADER) ?? "")
    .split(",")
    .map(decode)
    .filter((e): e is PageEffect => e !== null);
}
