import { isbot } from "isbot";
import { createDb } from "#db/client";
import { countAds } from "../features/ads/ad-counter.do";
import { countView as countCaseView } from "../features/cases/cases.service";
import { countView as countClauseView } from "../features/clauses/clauses.service";
import { countView as countDocumentView } from "../features/documents/documents.service";
import { recordLawyerVisit } from "../features/lawyers/lawyers.service";
import { countView as countRegulationView } from "../features/regulations/regulations.service";
import { countView as countTemplateView } from "../features/templates/templates.service";
import type { PageEffect, ViewLibrary } from "./effects";

// A cache hit does what the render it stands for did: the same counting functions, on the primary.

const COUNT_VIEW: Record<ViewLibrary, typeof countTemplateView> = {
  templates: countTemplateView,
  documents: countDocumentView,
  clauses: countClauseView,
  regulations: countRegulationView,
  cases: countCaseView,
};

export async function replayEffects(env: Env, request: Request, effects: readonly PageEffect[], now: number): Promise<void> {
  if (effects.length === 0) return;
  const db = createDb(env.DB);
  await Promise.all(
    effects.map((effect) => {
      if (effect.kind === "view") return COUNT_VIEW[effect.library](db, effect.id);
      // Visitors only reach the cache, so the visit has no visitor id, as when rendered for them.
      if (effect.kind === "visit") return recordLawyerVisit(db, effect.lawyerId, null, now);
      return isbot(request.headers.get("user-agent") ?? "") ? undefined : countAds(env, effect.campaignIds, "impression");
    }),
  );
}
