import type { Hono } from "hono";
import type { AppEnv } from "../hono-env";
import { createCaller } from "../trpc/router";
import { errorResponse, fail, ok } from "./envelope";
import { type CompatRoute, compatRoutes, type InputSource } from "./table";

async function readInput(source: InputSource, req: Request): Promise<Record<string, unknown> | null> {
  if (source === "none") return {};
  if (source === "query") return Object.fromEntries(new URL(req.url).searchParams);
  try {
    if (source === "json") {
      const body: unknown = await req.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    const form = await req.formData();
    return Object.fromEntries([...form.entries()].map(([k, v]) => [k, v]));
  } catch {
    return null;
  }
}

export function mountCompat(app: Hono<AppEnv>, routes: CompatRoute[] = compatRoutes): void {
  for (const route of routes) {
    app.on(route.method, route.path, async (c) => {
      const input = await readInput(route.input, c.req.raw);
      if (!input) return c.json(fail("请求参数格式错误"));
      try {
        const data = await route.call(createCaller(c.get("trpc")), input, c.req.param() as Record<string, string>);
        return c.json(ok(data));
      } catch (error) {
        const { status, body } = errorResponse(error);
        return c.json(body, status);
      }
    });
  }
}
