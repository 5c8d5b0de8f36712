import { TRPCError } from "@trpc/server";

// The refusals services throw, worded for the user; the tRPC error code decides the HTTP status
// (400, 404, 409) and the REST envelope carries the message.

export function bad(message: string): never {
  throw new TRPCError({ code: "BAD_REQUEST", message });
}

export function conflict(message: string): never {
  throw new TRPCError({ code: "CONFLICT", message });
}

export function missing(message: string): never {
  throw new TRPCError({ code: "NOT_FOUND", message });
}
