import { and, eq, inArray } from "drizzle-orm";
import { ADVICE_KIND_TEXT, type AdviceKind, DEFAULT_PRICE_FEN } from "#core/advice";
import { NO_PAID_SERVICES_REASON, SELLING_LAWYER_TYPES, sellsPaidServices } from "#core/lawyers";
import { newOrderNo } from "#core/orders";
import { ADVICE_LAWYER_ROLE } from "#core/roles";
import type { DB } from "#db/client";
import { adviceOrders, lawyerFields, lawyerProfiles, orders, professionalFields, userRoles, users } from "#db/schema";
import { insertedServiceId, insertUnpaidOrder, lawyerCardColumns, newServiceRow, serviceOrderSubject, servicePayFlag } from "../orders/service-order";
import { bad, notFound } from "./advice-row";

// Phone and online advice on the one order path: the order carries the money (orders, payments,
// refunds), advice_orders the service (who accepted, when it ends), the ledger the lawyer's earning.
// This file asks for it: the form's data, the order and its service row, and whether it was paid.

export type CreateAdviceInput = { kind: AdviceKind; fieldId: number; lawyerId?: number | null; question: string; phone?: string | null };

/** Creates the ADVICE order and its service row in one batch; the payment popup pays the order. */
export async function createAdviceOrder(db: DB, userId: number, input: CreateAdviceInput, now: number) {
  const field = await db.query.professionalFields.findFirst({ where: eq(professionalFields.id, input.fieldId) });
  if (!field) bad("请选择咨询领域");
  let priceFen = DEFAULT_PRICE_FEN[input.kind];
  let lawyerName: string | null = null;
  if (input.lawyerId) {
    if (input.lawyerId === userId) bad("不能向自己发起咨询");
    const lawyer = await db.query.lawyerProfiles.findFirst({
      where: and(eq(lawyerProfiles.userId, input.lawyerId), eq(lawyerProfiles.published, true)),
    });
    const role = await db.query.userRoles.findFirst({ where: and(eq(userRoles.userId, input.lawyerId), eq(userRoles.role, ADVICE_LAWYER_ROLE)) });
    if (lawyer && !sellsPaidServices(lawyer.lawyerType)) bad(`${NO_PAID_SERVICES_REASON}，请选择执业律师或由平台匹配`);
    const price = input.kind === "PHONE" ? lawyer?.phonePriceFen : lawyer?.onlinePriceFen;
    if (!lawyer || !role || price === null || price === undefined) bad(`该律师暂未开通${ADVICE_KIND_TEXT[input.kind]}`);
    priceFen = price;
    lawyerName = lawyer.name;
  }
  let phone: string | null = null;
  if (input.kind === "PHONE") {
    phone = input.phone ?? (await db.query.users.findFirst({ columns: { phone: true }, where: eq(users.id, userId) }))?.phone ?? null;
    if (!phone) bad("请填写接听电话");
  }
  const orderNo = newOrderNo(now);
  const subject = serviceOrderSubject(ADVICE_KIND_TEXT[input.kind], field.name, lawyerName);
  await db.batch([
    insertUnpaidOrder(db, { orderNo, userId, type: "ADVICE", subject, targetRef: input.kind, originalFen: priceFen, amountFen: priceFen }, now),
    db.insert(adviceOrders).values({
      ...newServiceRow(orderNo, userId, input.lawyerId ?? null, now),
      kind: input.kind,
      fieldId: field.id,
      question: input.question,
      contactPhone: phone,
    }),
  ]);
  const adviceId = await insertedServiceId(db, adviceOrders, orderNo);
  // Bind the order to its service row so order lists link to it.
  await db.update(orders).set({ targetId: adviceId }).where(eq(orders.orderNo, orderNo));
  return { orderNo, adviceId, amountFen: priceFen, subject };
}

/** The fields a user can pick on the advice forms, with the lawyer's own fields first when one is chosen. */
export async function adviceFormData(db: DB, lawyerId: number | null) {
  const fields = await db
    .select({ id: professionalFields.id, name: professionalFields.name, parentId: professionalFields.parentId })
    .from(professionalFields)
    .orderBy(professionalFields.sort, professionalFields.id);
  if (!lawyerId) return { fields, lawyer: null };
  const [lawyer] = await db
    .select({
      ...lawyerCardColumns,
      phonePriceFen: lawyerProfiles.phonePriceFen,
      onlinePriceFen: lawyerProfiles.onlinePriceFen,
      responseMinutes: lawyerProfiles.responseMinutes,
    })
    .from(lawyerProfiles)
    .where(and(eq(lawyerProfiles.userId, lawyerId), eq(lawyerProfiles.published, true), inArray(lawyerProfiles.lawyerType, [...SELLING_LAWYER_TYPES])));
  if (!lawyer) return { fields, lawyer: null };
  const own = await db.select({ fieldId: lawyerFields.fieldId }).from(lawyerFields).where(eq(lawyerFields.userId, lawyerId));
  return { fields, lawyer: { ...lawyer, fieldIds: own.map((f) => f.fieldId) } };
}

/** pay_flag/{id}: whether the user's advice order has been paid. */
export async function advicePayFlag(db: DB, userId: number, adviceId: number): Promise<{ paid: boolean; status: number }> {
  return (await servicePayFlag(db, adviceOrders, adviceId, userId)) ?? notFound();
}
