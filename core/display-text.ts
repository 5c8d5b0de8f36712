// Display text that other people read (nicknames, real names, ...): control characters and
// bidirectional controls are refused, since they can hide or reorder what is shown ("Trojan Source"
// style spoofing: a name that renders as "admin" but is not). Zero-width joiners stay: emoji use them.
const HIDDEN = /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, "gu");

export const DISPLAY_TEXT_MESSAGE = "不能包含控制字符或文字方向控制符";

/** A zod refinement: `.refine(isDisplaySafe, \`昵称${DISPLAY_TEXT_MESSAGE}\`)`. */
export function isDisplaySafe(text: string): boolean {
  return !HIDDEN.test(text);
}

const HIDDEN_MULTILINE = new RegExp(`(?![\\n\\r\\t])${HIDDEN.source}`, "u");

/** The same for text with line breaks (introductions, reviews, messages): newlines and tabs stay allowed. */
export function isMultilineDisplaySafe(text: string): boolean {
  return !HIDDEN_MULTILINE.test(text);
}

/** For display text from elsewhere (a WeChat nickname): the hidden characters are dropped, not refused. */
export function cleanDisplayText(text: string): string {
  return text.replace(HIDDEN_ALL, "");
}
