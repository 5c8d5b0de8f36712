// Dictionaries (数据字典) edited in the console (issue 16): their kinds, the link rule of the footer
// and navigation, and the text limits. No zod here: the site footer imports this module.

export const DICT_KINDS = ["lawyer_professional_title", "lawyer_individual_tag", "lawyer_type", "footer_link"] as const;
export type DictKind = (typeof DICT_KINDS)[number];

/** The console tab of each kind, and whether the console may add items to it. */
export const DICT_KIND_TEXT: Record<DictKind, { label: string; addable: boolean }> = {
  lawyer_professional_title: { label: "律师职称", addable: true },
  lawyer_individual_tag: { label: "律师标签", addable: true },
  // Type codes are the profession's rule (core/lawyers.ts); the dictionary only names them.
  lawyer_type: { label: "律师类型", addable: false },
  footer_link: { label: "页脚链接", addable: true },
};

export const DICT_LABEL_MAX = 20;
export const LINK_MAX = 200;

/**
 * A link an operator may put in the navigation or footer: a path inside the site ("/aboutUs"), or an
 * absolute https URL without credentials. "//host" and "/\host" are other hosts to a browser, and
 * javascript:, data: or http: links are refused.
 */
export function linkProblem(href: string): string | null {
  if (href.length === 0) return "请填写链接";
  if (href.length > LINK_MAX) return `链接不能超过 ${LINK_MAX} 个字符`;
  if (/[\s\p{Cc}\\]/u.test(href)) return "链接不能包含空白、控制字符或反斜杠";
  if (href.startsWith("/")) return href.startsWith("//") ? "站内链接应以单个 / 开头，如 /aboutUs" : null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return "链接应为站内路径（如 /aboutUs）或 https:// 开头的网址";
  }
  if (url.protocol !== "https:") return "站外链接只能是 https:// 开头的网址";
  if (url.username || url.password) return "链接不能包含用户名或密码";
  if (!url.hostname.includes(".")) return "站外链接的域名不正确";
  return null;
}

/** An absolute link opens in a new tab; a site path is a client-side navigation. */
export function isExternalLink(href: string): boolean {
  return !href.startsWith("/");
}
