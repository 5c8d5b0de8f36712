// The e-business-card product (律师电子名片, NAME_CARD_URL) keeps its own copy of each card: a sync is
// one PUT of the whole card. One interface, a sandbox that records what it would send, the real client.
export type CardPayload = {
  cardId: number;
  /** The card's public address on the card product: random, never the sequential id. */
  slug: string;
  lawyerId: number;
  label: string;
  name: string;
  position: string;
  firm: string;
  phone: string;
  email: string;
  address: string;
  intro: string;
  photo: string | null;
  profileUrl: string;
  cases: { title: string; summary: string; year: number }[];
  updatedAt: number;
};

export interface NameCardProvider {
  readonly name: "sandbox" | "live";
  put(card: CardPayload): Promise<{ remoteId: string }>;
}

export class NameCardError extends Error {
  override name = "NameCardError";
}
