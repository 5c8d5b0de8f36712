import type { DB } from "#db/client";
import { emailOutbox } from "#db/schema";
import type { EmailMessage, EmailProvider } from "./email";

/** The embedded default: "sends" by writing the message to email_outbox (read in development only). */
export class SandboxEmail implements EmailProvider {
  readonly name = "sandbox";

  constructor(
    private readonly db: DB,
    private readonly now: () => number = Date.now,
  ) {}

  async send(msg: EmailMessage): Promise<void> {
    // The outbox keeps the text part: it is what a developer (and a test) reads to follow a link or a code.
    await this.db.insert(emailOutbox).values({ toAddress: msg.to, subject: msg.subject, bodyText: msg.text, createdAt: this.now() });
  }
}
