import { TRPCError } from "@trpc/server";

type Code = TRPCError["code"];

/**
 * A procedure's answer, or null when it refused with NOT_FOUND (or one of `also`, for a loader that
 * expects that refusal, e.g. FORBIDDEN meaning "not a lawyer"). Any other failure is thrown on, so it
 * reaches the error boundary and the logs instead of posing as a 404.
 */
export async function orNotFound<T>(promise: Promise<T>, also: readonly Code[] = []): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || also.includes(error.code))) return null;
    throw error;
  }
}
