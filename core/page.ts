import { z } from "zod";

// Paged responses keep the shape existing clients know: {records,total,size,current,pages}.
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

export const MAX_PAGE_SIZE = 50;

export const pageInput = z.object({
  current: z.coerce.number().int("页码必须是整数").min(1, "页码从 1 开始").max(10_000, "页码过大").default(1),
  size: z.coerce.number().int("每页条数必须是整数").min(1, "每页至少 1 条").max(MAX_PAGE_SIZE, `每页最多 ${MAX_PAGE_SIZE} 条`).default(10),
});
export type PageInput = z.infer<typeof pageInput>;

export const MAX_PAGE = 10_000;

/** A page number from query text (DESIGN §12): anything but an integer 1..max reads as page 1. */
export function pageOf(raw: string | null | undefined, max = MAX_PAGE): number {
  return z.coerce
    .number()
    .int()
    .min(1)
    .max(max)
    .catch(1)
    .parse(raw ?? undefined);
}

export function toPage<T>(records: T[], total: number, input: PageInput): Page<T> {
  return { records, total, size: input.size, current: input.current, pages: Math.ceil(total / input.size) };
}

export function pageOffset(input: PageInput): number {
  return (input.current - 1) * input.size;
}

/** A record id from query text (?id=): a positive integer, or null for anything else. */
export function idOf(raw: string | null | undefined): number | null {
  const id = Number(raw ?? "");
  return /^[1-9]\d{0,14}$/.test(raw ?? "") && Number.isSafeInteger(id) ? id : null;
}
