import { signToken } from "../../middleware/session";
import { router, userProcedure } from "../../trpc/init";

/** Websocket tickets live 60 s: long enough to open the socket, useless if leaked later. */
export const TICKET_TTL_SECONDS = 60;

export const realtimeRouter = router({
  ticket: userProcedure.mutation(async ({ ctx }) => ({
    ticket: await signToken(ctx.env.AUTH_SECRET, ctx.user, "ws", TICKET_TTL_SECONDS),
    path: "/websocket/ws/HTK_PC/",
  })),
});
