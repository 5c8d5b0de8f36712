import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Page, PageInput } from "#core/page";
import type { SettleInInput } from "#core/settle-in";
import type { DB } from "#db/client";
import { regions, settleInApplications } from "#db/schema";
import { selectPage } from "#worker/lib/select-page";
import { consumeVerification } from "../captcha/captcha.service";

export type SettleInStatus = "pending" | "contacted";
export type SettleInRecord = typeof settleInApplications.$inferSelect & { regionName: string | null };

/** An application from anyone: behind the slider captcha (its verification is single-use), like every public form that writes. */
export async function submit(
  db: DB,
  { captchaVerification, ...input }: SettleInInput & { captchaVerification?: string },
  now: number,
): Promise<{ id: number }> {
  const region = await db.query.regions.findFirst({ columns: { code: true }, where: eq(regions.code, input.regionCode) });
  if (!region) throw new TRPCError({ code: "BAD_REQUEST", message: "请选择执业所在地区（省、市、区县）" });
  if (!captchaVerification || !(await consumeVerification(db, captchaVerification, now)))
    throw new TRPCError({ code: "BAD_REQUEST", message: "请先完成安全验证" });
  try {
    const [row] = await db
      .insert(settleInApplications)
      .values({ ...input, status: "pending", createdAt: now })
      .returning({ id: settleInApplications.id });
    if (!row) throw new Error("insert returned nothing");
    return row;
  } catch (error) {
    if (String((error as Error)?.message ?? "").includes("UNIQUE") || String((error as { cause?: Error })?.cause?.message ?? "").includes("UNIQUE")) {
      throw new TRPCError({ code: "CONFLICT", message: "该手机号已提交过入驻申请，我们会尽快与您联系" });
    }
    throw error;
  }
}

export async function list(db: DB, input: PageInput & { status?: SettleInStatus }): Promise<Page<SettleInRecord>> {
  const where = input.status ? eq(settleInApplications.status, input.status) : undefined;
  return selectPage(
    db,
    input,
    db
      // Aliased: inside db.batch D1 returns rows keyed by column name, and both tables have "name".
      .select({ application: settleInApplications, regionName: sql<string | null>`${regions.name}`.as("region_name") })
      .from(settleInApplications)
      .leftJoin(regions, eq(regions.code, settleInApplications.regionCode))
      .where(where)
      .orderBy(desc(settleInApplications.createdAt), desc(settleInApplications.id))
      .$dynamic(),
    db.select({ n: count() }).from(settleInApplications).where(where),
    (r) => ({ ...r.application, regionName: r.regionName }),
  );
}

/** pending → contacted, only along that edge: a second click or a stale page changes nothing. */
export async function markContacted(db: DB, id: number, now: number): Promise<void> {
  const changed = await db
    .update(settleInApplications)
    .set({ status: "contacted", contactedAt: now })
    .where(and(eq(settleInApplications.id, id), eq(settleInApplications.status, "pending")))
    .returning({ id: settleInApplications.id });
  if (changed.length === 0) throw new TRPCError({ code: "CONFLICT", message: "该申请已处理或不存在" });
}
