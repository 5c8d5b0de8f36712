import type { createCaller } from "../trpc/router";

// What the REST rows share: the row type and the helpers that turn a client's loose input into a
// procedure's input.
export type Caller = ReturnType<typeof createCaller>;
export type SaveInput = Parameters<Caller["publishing"]["save"]>[0];

export const str = (v: unknown) => (typeof v === "string" ? v : undefined);
/** An article as a JSON client sends it; the service sanitises the HTML. */
export const articleDraftOf = (i: Record<string, unknown>) => ({
  title: String(i.title ?? ""),
  classificationId: i.classificationId as number,
  summary: str(i.summary) ?? "",
  html: str(i.html) ?? "",
});
/** A saved invoice title as a JSON client sends it; core's schema checks it (USCC, 专票 details). */
export const titleOf = (i: Record<string, unknown>) => ({
  kind: String(i.kind ?? "") as "PERSONAL",
  name: String(i.name ?? ""),
  taxNo: str(i.taxNo),
  address: str(i.address),
  phone: str(i.phone),
  bankName: str(i.bankName),
  bankAccount: str(i.bankAccount),
  isDefault: i.isDefault,
});
export type InputSource = "none" | "query" | "json" | "form";
export type CompatRoute = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  input: InputSource;
  call: (caller: Caller, input: Record<string, unknown>, params: Record<string, string>) => Promise<unknown>;
};
