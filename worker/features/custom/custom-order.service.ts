import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { AMOUNT_RANGES, CUSTOM_BASIS, CUSTOM_KIND_TEXT, CUSTOM_KINDS, type CustomKind, type Requirement } from "#core/custom";
import { NO_PAID_SERVICES_REASON, sellsPaidServices } from "#core/lawyers";
import { newOrderNo } from "#core/orders";
import { CUSTOMIZATION_LAWYER_ROLE } from "#core/roles";
import type { DB } from "#db/client";
import { customEvents, customFiles, customOrders, lawyerProfiles, orders, professionalFields, templateCategories, userRoles } from "#db/schema";
import {
  insertedServiceId,
  insertUnpaidOrder,
  lawyerCardColumns,
  newServiceRow,
  orderIdOf,
  serviceOrderSubject,
  servicePayFlag,
} from "../orders/service-order";
import { bad, notFound } from "./custom-row";

// Contract customisation and review on the one order path: the order carries the money (orders,
// payments, refunds), custom_orders the service, the ledger the lawyer's earning. This file asks for
// it: the price list, the form's data, the order with its service row and attachments, the pay flag.

export type CreateCustomInput = {
  kind: CustomKind;
  categoryId: number;
  fieldId?: number | null | undefined;
  lawyerId?: number | null | undefined;
  requirement: Requirement;
  attachmentIds: number[];
};

/** basis_info: the platform's price list by kind, with what every order includes. */
export function basisInfo() {
  return CUSTOM_KINDS.map((kind) => ({ kind, name: CUSTOM_KIND_TEXT[kind], ...CUSTOM_BASIS[kind] }));
}

/** The lawyer's own price of this kind when the lawyer sells it, else null. */
async function lawyerOffer(db: DB, lawyerId: number, kind: CustomKind) {
  const [lawyer] = await db
    .select({
      ...lawyerCardColumns,
      customPriceFen: lawyerProfiles.customPriceFen,
      reviewPriceFen: lawyerProfiles.reviewPriceFen,
      lawyerType: lawyerProfiles.lawyerType,
    })
    .from(lawyerProfiles)
    .innerJoin(userRoles, and(eq(userRoles.userId, lawyerProfiles.userId), eq(userRoles.role, CUSTOMIZATION_LAWYER_ROLE)))
    .where(and(eq(lawyerProfiles.userId, lawyerId), eq(lawyerProfiles.published, true)));
  if (!lawyer) return null;
  const priceFen = kind === "CONTRACT_CUSTOMIZATION" ? lawyer.customPriceFen : lawyer.reviewPriceFen;
  return { lawyer, priceFen };
}

/** The /buyCustom form: the price list, categories, fields, and the chosen lawyer with prices. */
export async function customFormData(db: DB, lawyerId: number | null) {
  const [categories, fields] = await Promise.all([
    db
      .select({ id: templateCategories.id, name: templateCategories.name, parentId: templateCategories.parentId })
      .from(templateCategories)
      .orderBy(templateCategories.sort, templateCategories.id),
    db
      .select({ id: professionalFields.id, name: professionalFields.name, parentId: professionalFields.parentId })
      .from(professionalFields)
      .orderBy(professionalFields.sort, professionalFields.id),
  ]);
  const offer = lawyerId ? await lawyerOffer(db, lawyerId, "CONTRACT_CUSTOMIZATION") : null;
  const lawyer = offer && sellsPaidServices(offer.lawyer.lawyerType) ? offer.lawyer : null;
  return { basis: basisInfo(), amountRanges: AMOUNT_RANGES, categories, fields, lawyer };
}

/**
 * Creates the order, its service row and links the user's uploaded attachments, in one batch whose
 * last statement is the guard: it fails the whole batch unless every attachment was linked to this
 * order (another order took one of them meanwhile, or it is not the user's).
 */
export async function createCustomOrder(db: DB, userId: number, input: CreateCustomInput, now: number) {
  const category = await db.query.templateCategories.findFirst({ where: eq(templateCategories.id, input.categoryId) });
  if (!category) bad("请选择合同类别");
  if (input.fieldId && !(await db.query.professionalFields.findFirst({ where: eq(professionalFields.id, input.fieldId) }))) bad("请选择所属领域");
  const basis = CUSTOM_BASIS[input.kind];
  let priceFen = basis.priceFen;
  let lawyerName: string | null = null;
  if (input.lawyerId) {
    if (input.lawyerId === userId) bad("不能向自己下单");
    const offer = await lawyerOffer(db, input.lawyerId, input.kind);
    if (offer && !sellsPaidServices(offer.lawyer.lawyerType)) bad(`${NO_PAID_SERVICES_REASON}，请选择执业律师或由平台匹配`);
    if (!offer || offer.priceFen === null) bad(`该律师暂未开通${CUSTOM_KIND_TEXT[input.kind]}服务`);
    priceFen = offer.priceFen;
    lawyerName = offer.lawyer.name;
  }
  const ids = [...new Set(input.attachmentIds)];
  if (input.kind === "CONTRACT_REVIEW" && ids.length === 0) bad("请上传需要审核的合同文件");
  if (ids.length > 0) {
    const owned = await db
      .select({ id: customFiles.id })
      .from(customFiles)
      .where(and(inArray(customFiles.id, ids), eq(customFiles.uploaderId, userId), isNull(customFiles.customId), eq(customFiles.purpose, "attachment")));
    if (owned.length !== ids.length) bad("附件已失效，请重新上传");
  }
  const orderNo = newOrderNo(now);
  const subject = serviceOrderSubject(CUSTOM_KIND_TEXT[input.kind], input.requirement.subject, lawyerName);
  const customId = sql`(SELECT id FROM custom_orders WHERE order_id = ${orderIdOf(orderNo)})`;
  try {
    await db.batch([
      insertUnpaidOrder(db, { orderNo, userId, type: input.kind, subject: subject.slice(0, 120), originalFen: priceFen, amountFen: priceFen }, now),
      db.insert(customOrders).values({
        ...newServiceRow(orderNo, userId, input.lawyerId ?? null, now),
        kind: input.kind,
        categoryId: category.id,
        fieldId: input.fieldId ?? null,
        requirement: input.requirement,
        revisionsAllowed: basis.revisions,
        deliveryWorkingDays: basis.deliveryWorkingDays,
      }),
      // Binds the order to its service row so order lists link to it.
      db.update(orders).set({ targetId: customId }).where(eq(orders.orderNo, orderNo)),
      db
        .update(customFiles)
        .set({ customId })
        .where(and(inArray(customFiles.id, ids.length ? ids : [0]), eq(customFiles.uploaderId, userId), isNull(customFiles.customId))),
      db.insert(customEvents).values({
        customId: sql`(SELECT c.id FROM custom_orders c WHERE c.id = ${customId}
          AND (SELECT count(*) FROM custom_files f WHERE f.custom_id = c.id) = ${ids.length})`,
        kind: "create",
        actorId: userId,
        note: "用户提交需求",
        createdAt: now,
      }),
    ]);
  } catch {
    bad("附件已失效，请重新上传");
  }
  return { orderNo, customId: await insertedServiceId(db, customOrders, orderNo), amountFen: priceFen, subject };
}

/** Whether the user's custom order has been paid. */
export async function customPayFlag(db: DB, userId: number, customId: number): Promise<{ paid: boolean; status: number }> {
  return (await servicePayFlag(db, customOrders, customId, userId)) ?? notFound();
}
