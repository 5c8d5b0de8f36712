import sanitizeHtml from "sanitize-html";

// Article bodies written in the editor are stored as HTML that passed this allow-list: what
// is not listed here is dropped, so a new attack needs a hole in the list, not a gap in a deny-list.
// Links must be absolute http(s) and open without an opener; images only from our own public R2 files.
const OWN_IMAGE = /^\/files\/public\/articles\/[A-Za-z0-9_-]+\.(?:png|jpe?g|webp|gif)$/;
const WEB_LINK = /^https?:\/\/[^\s<>"]+$/i;
const DROPPED: sanitizeHtml.Tag = { tagName: "span", attribs: {} };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "s", "a", "blockquote", "img"],
  allowedAttributes: { a: ["href", "rel", "target"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Whatever a discarded element wraps goes with it when it is code or a frame, not only the tag.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template", "title"],
  transformTags: {
    // The page's own title is the h1: a pasted h1 becomes the top heading of the body.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (_tag, attribs) => {
      const href = (attribs.href ?? "").trim();
      // A link that is not plain http(s) keeps its text and loses the link (span is not allowed).
      if (!WEB_LINK.test(href)) return DROPPED;
      return { tagName: "a", attribs: { href, rel: "noopener noreferrer nofollow", target: "_blank" } };
    },
    img: (_tag, attribs) => {
      const src = attribs.src ?? "";
      if (!OWN_IMAGE.test(src)) return DROPPED;
      return { tagName: "img", attribs: { src, alt: (attribs.alt ?? "").slice(0, 100) } };
    },
  },
  // A foreign image becomes an empty span above; empty inline leftovers are dropped.
  exclusiveFilter: (frame) => frame.tag === "span" && !frame.text.trim(),
};

/** The allow-listed HTML of an article body. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const BLOCK_END = /<\/(?:h2|h3|h4|p|li|blockquote)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/**
 * The text of sanitised HTML, one line per block: what search (articles_fts, the grams index), excerpts
 * and the reading time use, so markup never matches a query or shows in a snippet.
 */
export function articleText(html: string): string {
  const marked = html.replace(BLOCK_END, (m) => `${m}\n`);
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** Plain text (a seeded body) as editor HTML: one paragraph a line, its characters escaped. */
export function textToHtml(text: string): string {
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => `<p>${line.replace(/[&<>]/g, (c) => ESCAPES[c] ?? c)}</p>`)
    .join("");
}
