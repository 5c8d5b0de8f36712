import type { DB } from "#db/client";
import { nameCardSyncs } from "#db/schema";
import type { CardPayload, NameCardProvider } from "./name-card";

/** Records the PUT it would send in name_card_syncs (readable at /__dev/name-cards in development). */
export class SandboxNameCards implements NameCardProvider {
  readonly name = "sandbox" as const;
  constructor(
    private readonly db: DB,
    private readonly now: () => number = Date.now,
  ) {}

  async put(card: CardPayload): Promise<{ remoteId: string }> {
    await this.db.insert(nameCardSyncs).values({ cardId: card.cardId, payload: JSON.stringify(card), createdAt: this.now() });
    return { remoteId: `sandbox-${card.cardId}` };
  }
}
