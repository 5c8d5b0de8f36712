// Text from clients: decoding that cannot throw, and search text free of characters that break
// FTS5 (NUL) or hide in what users read (bidirectional overrides, zero-width marks).

/** decodeURIComponent that answers null for malformed input (`%E0%A4%A`, `%zz`) instead of throwing. */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

// Controls (Cc), format characters (Cf: bidi overrides, zero-width marks) and unpaired surrogates (Cs).
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/** Search text: unsafe characters become spaces, runs of whitespace collapse, both ends trimmed. */
export function searchText(text: string): string {
  return text.replace(UNSAFE, " ").replace(/\s+/g, " ").trim();
}
