import { TRPCError } from "@trpc/server";
import { siteOrigin } from "#core/seo";
import { nameCardProvider } from "../../providers/name-card";
import { NameCardError } from "../../providers/name-card/name-card";
import { lawyerProcedure, publicProcedure, router } from "../../trpc/init";
import { cardIdInput, cardInput, cardSlugInput, cardUpdateInput } from "./name-cards.schema";
import { createCard, defaultCard, deleteCard, myCards, ownCard, ownCardCases, publicCard, setDefault, syncCard, updateCard } from "./name-cards.service";

// 电子名片 (SPEC §7 name cards: default, list, {id}, synchronization2htk, representative_case/{id}).
// By id a card is the lawyer's own (ids are sequential); a card is shared by its random slug, whose
// public view carries public fields only.
export const nameCardsRouter = router({
  mine: lawyerProcedure.query(({ ctx }) => myCards(ctx.db, ctx.user.id)),
  default: lawyerProcedure.query(({ ctx }) => defaultCard(ctx.db, ctx.user.id, Date.now())),
  byId: lawyerProcedure.input(cardIdInput).query(({ ctx, input }) => ownCard(ctx.db, ctx.user.id, input.id)),
  cases: lawyerProcedure.input(cardIdInput).query(({ ctx, input }) => ownCardCases(ctx.db, ctx.user.id, input.id)),
  shared: publicProcedure.input(cardSlugInput).query(({ ctx, input }) => publicCard(ctx.db, input.slug)),
  create: lawyerProcedure.input(cardInput).mutation(({ ctx, input }) => createCard(ctx.db, ctx.user.id, input, Date.now())),
  update: lawyerProcedure.input(cardUpdateInput).mutation(({ ctx, input: { id, ...card } }) => updateCard(ctx.db, ctx.user.id, id, card, Date.now())),
  remove: lawyerProcedure.input(cardIdInput).mutation(async ({ ctx, input }) => {
    await deleteCard(ctx.db, ctx.user.id, input.id, Date.now());
    return true;
  }),
  setDefault: lawyerProcedure.input(cardIdInput).mutation(async ({ ctx, input }) => {
    await setDefault(ctx.db, ctx.user.id, input.id, Date.now());
    return true;
  }),
  sync: lawyerProcedure.input(cardIdInput).mutation(({ ctx, input }) => {
    let provider: ReturnType<typeof nameCardProvider>;
    try {
      provider = nameCardProvider(ctx.env, ctx.db);
    } catch (error) {
      if (error instanceof NameCardError) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: error.message, cause: error });
      throw error;
    }
    return syncCard(ctx.db, provider, siteOrigin(ctx.env), ctx.user.id, input.id, Date.now());
  }),
});
