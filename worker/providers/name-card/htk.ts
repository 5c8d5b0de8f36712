import { hmacSha256Hex } from "../../lib/crypto";
import { type CardPayload, NameCardError, type NameCardProvider } from "./name-card";

export type HtkConfig = { baseUrl: string; token: string; secret: string; fetch?: typeof fetch };

/** The card product's API: PUT {base}/api/cards/{slug}, bearer token, HMAC of the body. */
export class HtkNameCards implements NameCardProvider {
  readonly name = "live" as const;
  constructor(private readonly config: HtkConfig) {}

  async put(card: CardPayload): Promise<{ remoteId: string }> {
    const remoteId = card.slug;
    const body = JSON.stringify(card);
    const send = this.config.fetch ?? fetch;
    let res: Response;
    try {
      res = await send(`${this.config.baseUrl.replace(/\/+$/, "")}/api/cards/${remoteId}`, {
        method: "PUT",
        headers: {
          authorization: `Bearer ${this.config.token}`,
          "content-type": "application/json",
          "x-qihe-signature": hmacSha256Hex(this.config.secret, body),
        },
        body,
      });
    } catch {
      throw new NameCardError("名片系统暂时无法连接，请稍后再试");
    }
    if (!res.ok) throw new NameCardError(`名片系统拒绝了同步请求（HTTP ${res.status}），请稍后再试`);
    return { remoteId };
  }
}
