import type { Context, Hono } from "hono";
import { ORDER_NO_PATTERN } from "#core/orders";
import { siteOrigin } from "#core/seo";
import { createDb } from "#db/client";
import type { AppEnv } from "../../hono-env";
import { sameOriginMutations } from "../../middleware/origin";
import { isProviderName, payMode, providerByName } from "../../providers/pay";
import { PayConfigError, PayError, type PayProvider } from "../../providers/pay/pay";
import { SandboxPay } from "../../providers/pay/sandbox";
import { afterPaid, notifyUrl } from "./checkout";
import { applyNotice, logRejectedNotice } from "./payments.service";

/** The provider a notification names, or null when this deployment does not take payments through it. */
function configuredProvider(env: Env, name: string): PayProvider | null {
  if (!isProviderName(name)) return null;
  try {
    if (name === "sandbox" && payMode(env) !== "sandbox") return null;
    return providerByName(env, name, siteOrigin(env));
  } catch (error) {
    if (error instanceof PayConfigError) return null;
    throw error;
  }
}

/** A refusal in the provider's format, as a client error: the notice was bad, not the server. */
function refused(provider: PayProvider): Response {
  const ack = provider.acknowledge(false);
  return new Response(ack.body, { status: ack.status >= 500 ? 400 : ack.status, headers: ack.headers });
}

/**
 * Work that need not hold the provider's answer (the follow-ups of a payment: chat rooms, pushes): kept
 * alive past the response by the runtime, or awaited where there is none (app.request in tests).
 */
function afterAnswer(c: Context<AppEnv>): (work: Promise<void>) => Promise<void> {
  return async (work) => {
    let ctx: ExecutionContext | null = null;
    try {
      ctx = c.executionCtx as ExecutionContext;
    } catch {
      // No execution context: run it before answering.
    }
    if (ctx) ctx.waitUntil(work);
    else await work;
  };
}

/** Verifies and applies one provider notification; the reply is the provider's expected acknowledgement. */
async function handleNotification(env: Env, providerName: string, req: Request, later: (work: Promise<void>) => Promise<void>): Promise<Response> {
  const db = createDb(env.DB);
  const now = Date.now();
  const provider = configuredProvider(env, providerName);
  if (!provider) return new Response("unknown provider", { status: 404 });
  try {
    const notice = await provider.parseNotification(req);
    const { outcome, paid } = await applyNotice(db, provider.name, notice, now);
    if (paid) await later(afterPaid(env, db, paid));
    // Rejected notices (unknown order) are answered as failures so the provider keeps them visible.
    return outcome === "rejected" ? refused(provider) : provider.acknowledge(true);
  } catch (error) {
    // Forged or malformed: a bad signature, a body that does not parse, a field of the wrong type.
    if (!(error instanceof PayError) && !(error instanceof SyntaxError) && !(error instanceof TypeError)) throw error;
    await logRejectedNotice(db, provider.name, error.message, now);
    return refused(provider);
  }
}

export function mountPay(app: Hono<AppEnv>): void {
  app.post("/pay/notify/:provider", (c) => handleNotification(c.env, c.req.param("provider"), c.req.raw, afterAnswer(c)));

  // The sandbox cashier's 确认支付: builds the notification a provider would send, signs it, and hands
  // it to the same handler as /pay/notify/sandbox. Only while the sandbox is the configured provider.
  app.use("/pay/sandbox/*", sameOriginMutations);
  app.post("/pay/sandbox/:orderNo/confirm", async (c) => {
    const orderNo = c.req.param("orderNo");
    if (payMode(c.env) !== "sandbox" || !ORDER_NO_PATTERN.test(orderNo)) return c.notFound();
    const db = createDb(c.env.DB);
    const order = await db.query.orders.findFirst({ columns: { amountFen: true }, where: (o, { eq }) => eq(o.orderNo, orderNo) });
    if (!order) return c.notFound();
    const origin = siteOrigin(c.env);
    const sandbox = new SandboxPay(c.env.AUTH_SECRET, origin);
    const now = Date.now();
    const transactionId = `SB${now}${crypto.getRandomValues(new Uint32Array(1))[0]}`;
    const notice = await sandbox.signedNotification(
      { kind: "payment", orderNo, transactionId, amountFen: order.amountFen, paid: true, paidAt: now },
      notifyUrl(origin, "sandbox"),
    );
    const ack = await handleNotification(c.env, "sandbox", notice, afterAnswer(c));
    return c.redirect(`/pay/sandbox/${orderNo}?result=${ack.ok ? "paid" : "failed"}`, 303);
  });
}
