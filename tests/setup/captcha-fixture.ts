import { env } from "cloudflare:workers";
import { aesEncrypt, CHECK_Y, verificationString } from "#core/captcha";
import { createDb } from "#db/client";
import { checkChallenge, getChallenge, peekAnswer } from "#worker/features/captcha/captcha.service";

let client = 0;

/** Solves a real captcha challenge as the slider would and returns its one-time verification. */
export async function solvedCaptcha(): Promise<string> {
  const db = createDb(env.DB);
  const now = Date.now();
  const challenge = await getChallenge(db, { clientUid: `fixture-${++client}`, ip: "" }, now);
  if (!challenge.repData) throw new Error(`captcha get failed: ${challenge.repMsg}`);
  const { token, secretKey } = challenge.repData;
  const answer = await peekAnswer(db, token);
  if (!answer) throw new Error("no stored answer");
  const plain = JSON.stringify({ x: answer.x, y: CHECK_Y });
  const checked = await checkChallenge(db, { token, pointJson: aesEncrypt(plain, secretKey) }, now);
  if (checked.repCode !== "0000") throw new Error(`captcha check failed: ${checked.repMsg}`);
  return verificationString(token, plain, secretKey);
}
