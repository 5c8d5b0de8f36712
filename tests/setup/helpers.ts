import { env } from "cloudflare:workers";
import { createApp } from "#worker/app";
import { type SessionUser, signToken } from "#worker/middleware/session";
import { createContext } from "#worker/trpc/init";
import { createCaller } from "#worker/trpc/router";

export const app = createApp();

/** A request through the whole Hono app (middleware, tRPC, REST surface), as a client would send it. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(app.request(`http://localhost${path}`, init, env));
}

export const JSON_HEADERS = { "content-type": "application/json" } as const;

export const USER: SessionUser = { id: 1001, roles: [] };
export const LAWYER: SessionUser = { id: 1002, roles: ["ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"] };
export const ADMIN: SessionUser = { id: 1000, roles: ["ROLE_ADMIN"] };

export function accessToken(user: SessionUser, ttlSeconds = 600): Promise<string> {
  return signToken(env.AUTH_SECRET, user, "access", ttlSeconds);
}

export async function bearer(user: SessionUser): Promise<HeadersInit> {
  return { authorization: `Bearer ${await accessToken(user)}` };
}

/** An in-process caller for a given user (or a visitor), as loaders use it. */
export function callerFor(user: SessionUser | null) {
  return createCaller(createContext({ env, req: new Request("http://localhost/"), user, tokenPresented: Boolean(user), waitUntil: () => {} }));
}
