import { desc } from "drizzle-orm";
import type { Hono } from "hono";
import { html } from "hono/html";
import { formatDateTime } from "#core/dates";
import { createDb } from "#db/client";
import { nameCardSyncs } from "#db/schema";
import type { AppEnv } from "#worker/hono-env";

const PAGE_SIZE = 50;

/** Development-only (/__dev/* is gated in middleware/environment): the PUTs the sandbox card provider recorded, as a page and as JSON for tests. */
export function mountNameCardOutbox(app: Hono<AppEnv>): void {
  const latest = (env: Env) => createDb(env.DB).select().from(nameCardSyncs).orderBy(desc(nameCardSyncs.id)).limit(PAGE_SIZE);
  app.get("/__dev/name-cards.json", async (c) => c.json(await latest(c.env)));
  app.get("/__dev/name-cards", async (c) => {
    const rows = (await latest(c.env)).map((r) => html`<tr><td>${formatDateTime(r.createdAt)}</td><td>${r.cardId}</td><td><pre>${r.payload}</pre></td></tr>`);
    return c.html(html`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>名片同步记录（开发环境）</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ddd;padding:.4rem .6rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:0}</style></head>
<body><h1>名片同步记录</h1><p>仅开发环境可见：沙箱名片服务收到的最近 ${PAGE_SIZE} 次同步（PUT），时间为北京时间。</p>
${rows.length === 0 ? html`<p>暂无记录。</p>` : html`<table><thead><tr><th>时间</th><th>名片</th><th>内容</th></tr></thead><tbody>${rows}</tbody></table>`}
</body></html>`);
  });
}
