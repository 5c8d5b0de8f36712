import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { createDb } from "#db/client";
import { adviceOrders, chats, orders, professionalFields, userRoles, users } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { signToken } from "#worker/middleware/session";
import type { RoomEvent } from "#worker/realtime/chat-room.do";
import { callerFor, request } from "../../../tests/setup/helpers";
import { seedLawyers } from "../../../tests/setup/lawyers-fixture";
import { notify } from "../../../tests/setup/pay-fixture";

// What the advice tests share: fresh clients, a paid order, the order's row, a websocket into its room.

export const db = createDb(env.DB);
export const DEMO_LAWYER: SessionUser = { id: 3, roles: ["ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"] };
let nextUser = 7000;
export let contractField = 0;
export let familyField = 0;
/** A seeded lawyer whose fields do not include contract disputes. */
export let otherLawyer: SessionUser = { id: 0, roles: ["ROLE_ADVICE_LAWYER"] };

export async function newUser(): Promise<SessionUser> {
  const id = nextUser++;
  await db.insert(users).values({ id, phone: `137${String(id).padStart(8, "0")}`, nickname: `当事人${id}`, createdAt: 1, updatedAt: 1 });
  return { id, roles: [] };
}

export async function paidAdvice(user: SessionUser, input: { kind: "PHONE" | "ONLINE"; fieldId?: number; lawyerId?: number }) {
  const caller = callerFor(user);
  const created = await caller.advice.create({
    kind: input.kind,
    fieldId: input.fieldId ?? contractField,
    lawyerId: input.lawyerId ?? null,
    question: "房东提前收回房屋不退押金，我该怎么维权？合同还剩半年到期。",
  });
  await caller.orders.prepay({ orderNo: created.orderNo, channel: "WECHAT" });
  expect((await notify(created.orderNo, created.amountFen)).status).toBe(200);
  return created;
}

export async function adviceRow(id: number) {
  const [row] = await db
    .select({
      status: adviceOrders.status,
      orderStatus: sql<number>`${orders.status}`.as("order_status"),
      lawyerId: adviceOrders.lawyerId,
      chatId: sql<number | null>`${chats.id}`.as("chat_id"),
    })
    .from(adviceOrders)
    .innerJoin(orders, eq(orders.id, adviceOrders.orderId))
    .leftJoin(chats, eq(chats.adviceId, adviceOrders.id))
    .where(eq(adviceOrders.id, id));
  if (!row) throw new Error("advice missing");
  return row;
}

export type Socket = { ws: WebSocket; events: RoomEvent[]; next: (type: RoomEvent["type"]) => Promise<RoomEvent> };

export async function join(user: SessionUser, chatId: number): Promise<Socket | number> {
  const ticket = await signToken(env.AUTH_SECRET, user, "ws", 60, crypto.randomUUID());
  const res = await request(`/websocket/chat/${chatId}/${ticket}`, { headers: { upgrade: "websocket" } });
  if (!res.webSocket) return res.status;
  const ws = res.webSocket;
  const events: RoomEvent[] = [];
  const waiters: { type: string; resolve: (e: RoomEvent) => void }[] = [];
  ws.addEventListener("message", (e) => {
    if (e.data === "pong") return;
    const event = JSON.parse(String(e.data)) as RoomEvent;
    events.push(event);
    const i = waiters.findIndex((w) => w.type === event.type);
    if (i >= 0) waiters.splice(i, 1)[0]?.resolve(event);
  });
  ws.accept();
  let seen = 0;
  const next = (type: RoomEvent["type"]) =>
    new Promise<RoomEvent>((resolve) => {
      const found = events.slice(seen).find((e) => e.type === type);
      if (found) {
        seen = events.indexOf(found) + 1;
        return resolve(found);
      }
      waiters.push({
        type,
        resolve: (e) => {
          seen = events.indexOf(e) + 1;
          resolve(e);
        },
      });
    });
  return { ws, events, next };
}

export function socket(s: Socket | number): Socket {
  if (typeof s === "number") throw new Error(`join refused with ${s}`);
  return s;
}

/** The beforeAll of each advice test file: the seeded lawyers, their roles and fields. */
export async function seedAdvice(): Promise<void> {
  await seedLawyers();
  await db
    .insert(userRoles)
    .values([
      { userId: 3, role: "ROLE_ADVICE_LAWYER" },
      { userId: 3, role: "ROLE_CONTRACT_CUSTOMIZATION" },
    ])
    .onConflictDoNothing();
  contractField = (await db.query.professionalFields.findFirst({ where: eq(professionalFields.slug, "contract") }))?.id ?? 0;
  familyField = (await db.query.professionalFields.findFirst({ where: eq(professionalFields.slug, "marriage") }))?.id ?? 0;
  // A lawyer with no contract-related field: family lawyers only.
  const [other] = await env.DB.prepare(
    `SELECT lp.user_id AS id FROM lawyer_profiles lp WHERE lp.user_id <> 3
       AND NOT EXISTS (SELECT 1 FROM lawyer_fields lf JOIN professional_fields pf ON pf.id = lf.field_id
         WHERE lf.user_id = lp.user_id AND (pf.slug IN ('contract', 'civil') OR pf.parent_id = (SELECT id FROM professional_fields WHERE slug = 'civil')))
       AND lp.online_price_fen IS NOT NULL LIMIT 1`,
  )
    .all<{ id: number }>()
    .then((r) => r.results);
  if (!other) throw new Error("fixture lawyer missing");
  otherLawyer = { id: other.id, roles: ["ROLE_ADVICE_LAWYER"] };
}
