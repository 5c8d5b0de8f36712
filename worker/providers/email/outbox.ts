import { desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { html } from "hono/html";
import { formatDateTime } from "#core/dates";
import { createDb, type DB } from "#db/client";
import { emailOutbox } from "#db/schema";
import type { AppEnv } from "#worker/hono-env";

type Mail = typeof emailOutbox.$inferSelect;
const PAGE_SIZE = 50;

function latest(db: DB, to: string | undefined): Promise<Mail[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.toAddress, to) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(PAGE_SIZE);
}

/**
 * Development-only (the outbox holds working download links; /__dev/* is gated in middleware/environment):
 * the sandbox e-mail outbox as a page for people and JSON for end-to-end tests.
 */
export function mountEmailOutbox(app: Hono<AppEnv>): void {
  app.get("/__dev/email", async (c) => {
    const mails = await latest(createDb(c.env.DB), undefined);
    const rows = mails.map(
      (m) => html`<tr><td>${formatDateTime(m.createdAt)}</td><td>${m.toAddress}</td><td>${m.subject}</td><td><pre>${m.bodyText}</pre></td></tr>`,
    );
    return c.html(html`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>邮件发件箱（开发环境）</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ddd;padding:.4rem .6rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:0}</style></head>
<body><h1>邮件发件箱</h1><p>仅开发环境可见：沙箱邮件服务“发送”的最近 ${PAGE_SIZE} 封邮件，时间为北京时间。</p>
${mails.length === 0 ? html`<p>暂无邮件。</p>` : html`<table><thead><tr><th>时间</th><th>收件人</th><th>主题</th><th>正文</th></tr></thead><tbody>${rows}</tbody></table>`}
</body></html>`);
  });

  app.get("/__dev/email.json", async (c) => c.json(await latest(createDb(c.env.DB), c.req.query("to") || undefined)));
}
