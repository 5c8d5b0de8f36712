import { previewOf } from "#core/library";
import type { DB } from "#db/client";
import { signedFileUrl } from "../../files/files.service";
import { missing } from "../../trpc/refuse";
import { templatePdf } from "./preview-pdf";
import { canAccess, DOWNLOAD_TTL_SECONDS, fileName, openableTemplate } from "./template-files.service";

/**
 * preview pdf url (SPEC §7 Contracts): a five-minute link to the template as a PDF, of what the caller
 * may read — the whole text for those who can access it (can_access), the page's preview for anyone
 * else. Rendered once per version and part into private R2 (the key carries updated_at, so an edit
 * renders anew); viewing it is not a download, so no purchase is consumed.
 */
export async function previewPdfLink(db: DB, env: Env, templateId: number, viewerId: number | null, now: number) {
  const t = await openableTemplate(db, templateId, viewerId);
  if (!t) return missing("该范本不存在或已下架");
  const full = await canAccess(db, viewerId, t, now);
  const part = full ? "full" : "preview";
  const key = `private/previews/templates/${t.id}/${t.updatedAt}-${part}.pdf`;
  const name = fileName(t.title).replace(/\.docx$/, full ? ".pdf" : "（预览）.pdf");
  if (!(await env.FILES.head(key))) {
    const text = full ? t.body : previewOf(t.body);
    const bytes = await templatePdf({ title: t.title, text, truncated: text.length < t.body.length });
    await env.FILES.put(key, bytes, {
      httpMetadata: { contentType: "application/pdf", contentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(name)}` },
    });
  }
  return { url: await signedFileUrl(env.AUTH_SECRET, key, DOWNLOAD_TTL_SECONDS, now), part, fileName: name, expiresIn: DOWNLOAD_TTL_SECONDS };
}
