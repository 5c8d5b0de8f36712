import { ecb } from "@noble/ciphers/aes.js";

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

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  // Chunked: String.fromCharCode with a whole image as arguments overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Throws on anything that is not Base64. */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** AES-ECB with PKCS#7, key = the secretKey's UTF-8 bytes, output Base64: what AJ-Captcha clients send. */
export function aesEncrypt(plain: string, secretKey: string): string {
  return bytesToBase64(ecb(new TextEncoder().encode(secretKey)).encrypt(new TextEncoder().encode(plain)));
}

/** Throws when the text is not Base64, the key is not 16/24/32 bytes or the padding is wrong. */
export function aesDecrypt(cipherText: string, secretKey: string): string {
  return new TextDecoder("utf-8", { fatal: true }).decode(ecb(new TextEncoder().encode(secretKey)).decrypt(base64ToBytes(cipherText)));
}

/** The captchaVerification handed to the SMS endpoints after a successful check. */
export function verificationString(token: string, pointJson: string, secretKey: string): string {
  return aesEncrypt(`${token}---${pointJson}`, secretKey);
}
