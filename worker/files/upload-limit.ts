import type { MiddlewareHandler } from "hono";
import { CHAT_FILE_MAX_BYTES } from "#core/advice";
import { ARTICLE_IMAGE_MAX_BYTES } from "#core/article-publishing";
import { BRAND_FILE_MAX_BYTES } from "#core/brand";
import { CERT_PHOTO_MAX_BYTES } from "#core/certification";
import { CUSTOM_FILE_MAX_BYTES } from "#core/custom";
import { FILE_MAX_BYTES } from "#core/files";
import { AVATAR_MAX_BYTES } from "#core/profile";
import { TEMPLATE_FILE_MAX_BYTES } from "#core/publishing";

// Upload bodies are capped before anything buffers them (formData(), arrayBuffer()): a declared
// Content-Length over the cap is refused unread, and a body without one is read through a counting
// cap that stops at the first byte past it. Each cap is the largest file the feature accepts plus
// room for the other form fields and the multipart framing; the feature still checks its own limit.
const FORM_ROOM = 64 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

type Cap = { bytes: number; label: string };
const AVATAR: Cap = { bytes: AVATAR_MAX_BYTES + FORM_ROOM, label: mb(AVATAR_MAX_BYTES) };
const CERTIFICATION: Cap = { bytes: 2 * CERT_PHOTO_MAX_BYTES + FORM_ROOM, label: `每张 ${mb(CERT_PHOTO_MAX_BYTES)}` };
const CHAT_FILE: Cap = { bytes: CHAT_FILE_MAX_BYTES + FORM_ROOM, label: mb(CHAT_FILE_MAX_BYTES) };
const CUSTOM_FILE: Cap = { bytes: CUSTOM_FILE_MAX_BYTES + FORM_ROOM, label: mb(CUSTOM_FILE_MAX_BYTES) };
// A delivery of a review carries the marked-up contract and the written opinion.
const CUSTOM_DELIVERY: Cap = { bytes: 2 * CUSTOM_FILE_MAX_BYTES + FORM_ROOM, label: `每个文件 ${mb(CUSTOM_FILE_MAX_BYTES)}` };
// The brand table travels as text: up to three UTF-8 bytes a character.
const BRAND_TABLE: Cap = { bytes: 3 * BRAND_FILE_MAX_BYTES + FORM_ROOM, label: mb(BRAND_FILE_MAX_BYTES) };
const ARTICLE_IMAGE: Cap = { bytes: ARTICLE_IMAGE_MAX_BYTES + FORM_ROOM, label: mb(ARTICLE_IMAGE_MAX_BYTES) };
const TEMPLATE_FILE: Cap = { bytes: TEMPLATE_FILE_MAX_BYTES + FORM_ROOM, label: mb(TEMPLATE_FILE_MAX_BYTES) };
const API_FILE: Cap = { bytes: FILE_MAX_BYTES + FORM_ROOM, label: mb(FILE_MAX_BYTES) };

/** Pages and REST rows that take a file, by path. */
const PATHS: [RegExp, Cap][] = [
  [/^\/personalCenter\/myInfo\/myInfo\/?$/, AVATAR],
  [/^\/admin\/user\/modify_avatar\/?$/, AVATAR],
  [/^\/lawyerAuthentication\/?$/, CERTIFICATION],
  [/^\/admin\/lawyer\/certification\/?$/, CERTIFICATION],
  [/^\/api\/chat\/[^/]+\/files\/?$/, CHAT_FILE],
  [/^\/console\/brand\/?$/, BRAND_TABLE],
  [/^\/buyCustom\/buyCustom\/?$/, CUSTOM_FILE],
  [/^\/custom(?:\/[^/]+)?\/?$/, CUSTOM_DELIVERY],
  [/^\/lawyer\/customService(?:\/[^/]+)?\/?$/, CUSTOM_DELIVERY],
  [/^\/admin\/contract_customization\/delivery\/[^/]+\/?$/, CUSTOM_DELIVERY],
  [/^\/admin\/contract_customization\/upload\/?$/, CUSTOM_FILE],
  [/^\/mySpecialArea\/add\/?$/, TEMPLATE_FILE],
  [/^\/mySpecialArea\/articleAdd\/?$/, ARTICLE_IMAGE],
  [/^\/admin\/article\/upload\/?$/, ARTICLE_IMAGE],
  [/^\/admin\/template\/user_upload\/?$/, TEMPLATE_FILE],
  [/^\/admin\/file\/upload\/?$/, API_FILE],
];

/** tRPC procedures that take a file (multipart) or the brand table, reachable over /api/trpc. */
const PROCEDURES: Record<string, Cap> = {
  "articleWriting.uploadImage": ARTICLE_IMAGE,
  "users.uploadAvatar": AVATAR,
  "lawyers.uploadPhoto": AVATAR,
  "certification.submit": CERTIFICATION,
  "brand.importTable": BRAND_TABLE,
  "custom.uploadAttachment": CUSTOM_FILE,
  "custom.deliver": CUSTOM_DELIVERY,
  "publishing.upload": TEMPLATE_FILE,
  "files.upload": API_FILE,
};

export function uploadCap(pathname: string): Cap | null {
  if (pathname.startsWith("/api/trpc/")) {
    const caps = pathname
      .slice("/api/trpc/".length)
      .split(",")
      .flatMap((name) => PROCEDURES[name] ?? []);
    return caps.length ? caps.reduce((a, b) => (a.bytes >= b.bytes ? a : b)) : null;
  }
  return PATHS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/** The whole body if it is at most `max` bytes, or null as soon as it is longer (the rest unread). */
export async function readCapped(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

function tooLarge(pathname: string, cap: Cap): Response {
  const msg = `上传的内容过大（文件不能超过 ${cap.label}），请压缩后重试`;
  const json = pathname.startsWith("/api/") || pathname.startsWith("/admin/");
  return json
    ? Response.json({ code: -1, msg, data: null }, { status: 413 })
    : new Response(msg, { status: 413, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/** Caps upload bodies (see above); every other request passes untouched. */
export const uploadLimit: MiddlewareHandler = async (c, next) => {
  const req = c.req.raw;
  if (!req.body || req.method === "GET" || req.method === "HEAD") return next();
  const pathname = new URL(req.url).pathname;
  const cap = uploadCap(pathname);
  if (!cap) return next();
  const declared = req.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= cap.bytes)) return tooLarge(pathname, cap);
  const bytes = await readCapped(req.body, cap.bytes);
  if (!bytes) return tooLarge(pathname, cap);
  c.req.raw = new Request(req, { body: bytes });
  return next();
};
