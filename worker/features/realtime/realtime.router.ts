import { issueTicket } from "../../realtime/tickets";
import { router, userProcedure } from "../../trpc/init";

export const realtimeRouter = router({
  /** A single-use, 60-second ticket for one websocket of the caller's session (realtime/tickets.ts). */
  ticket: userProcedure.mutation(async ({ ctx }) => ({
    ticket: await issueTicket(ctx.env, ctx.db, ctx.user),
    path: "/websocket/ws/HTK_PC/",
  })),
});
