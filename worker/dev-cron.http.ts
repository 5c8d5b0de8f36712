import type { Hono } from "hono";
import type { AppEnv } from "./hono-env";
import { scheduled } from "./scheduled";

// Development only (gated with every /__dev route): runs the Cron Trigger's handler as if it fired at
// `?at=` (milliseconds; now by default), so a browser flow can see what the clock does to an order
// (a customisation nobody accepted for 24 hours is refunded) without waiting a day.
export function mountDevCron(app: Hono<AppEnv>): void {
  app.post("/__dev/cron", async (c) => {
    const at = Number(c.req.query("at") ?? Date.now());
    if (!Number.isSafeInteger(at) || at <= 0) return c.json({ code: -1, msg: "at 必须是毫秒时间戳", data: null }, 400);
    return c.json({ code: 0, msg: "ok", data: await scheduled({ scheduledTime: at, cron: "dev", noRetry() {} } as ScheduledController, c.env, at) });
  });
}
