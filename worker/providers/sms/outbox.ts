import { desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { html } from "hono/html";
import { formatDateTime } from "#core/dates";
import { createDb, type DB } from "#db/client";
import { smsOutbox } from "#db/schema";
import type { AppEnv } from "#worker/hono-env";

export type OutboxMessage = typeof smsOutbox.$inferSelect;

const PAGE_SIZE = 50;

/** The sandbox's latest messages, newest first, optionally of one phone. */
export function latestOutbox(db: DB, options: { phone?: string | undefined; limit: number }): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(smsOutbox)
    .where(options.phone ? eq(smsOutbox.phone, options.phone) : undefined)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(options.limit);
}

function page(messages: OutboxMessage[]) {
  const rows = messages.map((m) => html`<tr><td>${formatDateTime(m.createdAt)}</td><td>${m.phone}</td><td>${m.template}</td><td>${m.content}</td></tr>`);
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>短信发件箱（开发环境）</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ddd;padding:.4rem .6rem;text-align:left}th{background:#f5f5f5}</style>
</head>
<body>
<h1>短信发件箱</h1>
<p>仅开发环境可见：沙箱短信服务“发送”的最近 ${PAGE_SIZE} 条短信，时间为北京时间。</p>
${messages.length === 0 ? html`<p>暂无短信。</p>` : html`<table><thead><tr><th>时间</th><th>手机号</th><th>模板</th><th>内容</th></tr></thead><tbody>${rows}</tbody></table>`}
</body>
</html>`;
}

/**
 * Development-only routes to read the sandbox outbox (live verification codes; /__dev/* is gated in
 * middleware/environment): a page for people, JSON for end-to-end tests.
 */
export function mountSmsOutbox(app: Hono<AppEnv>): void {
  app.get("/__dev/sms", async (c) => c.html(page(await latestOutbox(createDb(c.env.DB), { limit: PAGE_SIZE }))));

  app.get("/__dev/sms.json", async (c) => c.json(await latestOutbox(createDb(c.env.DB), { phone: c.req.query("phone") || undefined, limit: PAGE_SIZE })));
}
