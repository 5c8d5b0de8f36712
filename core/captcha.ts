import { ecb } from "@noble/ciphers/aes.js";
import { base64 } from "@scure/base";

// AJ-Captcha "blockPuzzle" rules shared by the popup and the worker. The server works in a 310×155
// image; the popup shows it 330 wide and scales the slider position back (SPEC §5, §9).
export const IMAGE_WIDTH = 310;
export const IMAGE_HEIGHT = 155;
export const PIECE_WIDTH = 47;
export const DISPLAY_WIDTH = 330;
/** The client always sends y 5; only x carries the answer. */
export const CHECK_Y = 5;
export const TOLERANCE_PX = 5;
export const CHALLENGE_TTL_MS = 120_000;
export const VERIFICATION_TTL_MS = 180_000;
export const CAPTCHA_TYPE = "blockPuzzle";

/** AES-ECB with PKCS#7, key = the secretKey's UTF-8 bytes, output Base64: what AJ-Captcha clients send. */
export function aesEncrypt(plain: string, secretKey: string): string {
  return base64.encode(ecb(new TextEncoder().encode(secretKey)).encrypt(new TextEncoder().encode(plain)));
}

/** Throws when the text is not Base64, the key is not 16/24/32 bytes or the padding is wrong. */
export function aesDecrypt(cipherText: string, secretKey: string): string {
  return new TextDecoder("utf-8", { fatal: true }).decode(ecb(new TextEncoder().encode(secretKey)).decrypt(base64.decode(cipherText)));
}

/** The captchaVerification handed to the SMS endpoints after a successful check. */
export function verificationString(token: string, pointJson: string, secretKey: string): string {
  return aesEncrypt(`${token}---${pointJson}`, secretKey);
}
