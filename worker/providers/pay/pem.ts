import { PayConfigError } from "./pay";

// RSA keys of the payment providers, imported with WebCrypto (RSASSA-PKCS1-v1_5 with SHA-256, the
// "SHA256withRSA" of both vendors' documentation). WebCrypto takes PKCS#8 private keys and SPKI public
// keys only; the vendors hand out:
// - WeChat Pay: apiclient_key.pem (PKCS#8, "BEGIN PRIVATE KEY") and the 微信支付公钥 pub_key.pem (SPKI);
// - Alipay: keys from its key tool as bare base64 (no PEM armour), PKCS#8 ("JAVA适用") or PKCS#1 ("非JAVA适用"),
//   and the 支付宝公钥 as bare base64 SPKI.
// So this module accepts PEM or bare base64, and wraps PKCS#1 ("BEGIN RSA PRIVATE KEY"/"RSA PUBLIC KEY") in
// the PKCS#8/SPKI envelope. X.509 certificates are refused: WebCrypto cannot read them (DESIGN §12).

const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;
const encoder = new TextEncoder();

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/\s+/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = "";
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** DER → PEM with 64-character lines (what openssl writes); label e.g. "PRIVATE KEY", "PUBLIC KEY". */
export function derToPem(der: ArrayBuffer | Uint8Array, label: string): string {
  const lines = bytesToBase64(der).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}

// --- minimal DER, only what wrapping PKCS#1 needs --------------------------------------------------

function derLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let n = length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

function tlv(tag: number, ...content: (Uint8Array | number[])[]): Uint8Array<ArrayBuffer> {
  const body = content.flatMap((c) => Array.from(c));
  return new Uint8Array([tag, ...derLength(body.length), ...body]);
}

/** Offset of the first byte inside the outer element (a SEQUENCE), after its tag and length. */
function contentStart(der: Uint8Array): number {
  const first = der[1] ?? 0;
  return first < 0x80 ? 2 : 2 + (first & 0x7f);
}

// AlgorithmIdentifier { rsaEncryption (1.2.840.113549.1.1.1), NULL }
const RSA_ALGORITHM = [0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00];

/** PKCS#1 RSAPrivateKey → PKCS#8 PrivateKeyInfo { version 0, rsaEncryption, OCTET STRING { key } }. */
export function pkcs1PrivateToPkcs8(pkcs1: Uint8Array): Uint8Array<ArrayBuffer> {
  return tlv(0x30, [0x02, 0x01, 0x00], RSA_ALGORITHM, tlv(0x04, pkcs1));
}

/** PKCS#1 RSAPublicKey → SubjectPublicKeyInfo { rsaEncryption, BIT STRING { key } }. */
export function pkcs1PublicToSpki(pkcs1: Uint8Array): Uint8Array<ArrayBuffer> {
  return tlv(0x30, RSA_ALGORITHM, tlv(0x03, [0x00], pkcs1));
}

type KeyKind = "private" | "public";

/** The DER of a key in the form WebCrypto imports (PKCS#8 or SPKI), from PEM or bare base64. */
export function keyDer(text: string, kind: KeyKind, what: string): Uint8Array<ArrayBuffer> {
  const armour = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/.exec(text);
  const label = armour?.[1] ?? null;
  let der: Uint8Array<ArrayBuffer>;
  try {
    der = base64ToBytes(armour ? (armour[2] ?? "") : text);
  } catch {
    throw new PayConfigError(`${what}格式不正确：应为 PEM 或 base64`);
  }
  if (der.length < 16 || der[0] !== 0x30) throw new PayConfigError(`${what}格式不正确：应为 PEM 或 base64`);
  if (label === "CERTIFICATE") throw new PayConfigError(`${what}不能是证书：请使用公钥（SPKI PEM）`);
  if (label && !["PRIVATE KEY", "RSA PRIVATE KEY", "PUBLIC KEY", "RSA PUBLIC KEY"].includes(label)) {
    throw new PayConfigError(`${what}格式不支持：${label}`);
  }
  if (label && label.includes("PRIVATE") !== (kind === "private")) throw new PayConfigError(`${what}类型不对：需要${kind === "private" ? "私钥" : "公钥"}`);

  // Without a label, tell PKCS#1 from PKCS#8/SPKI by the first element inside the outer SEQUENCE:
  // PKCS#8 is { INTEGER 0, SEQUENCE alg, … } and PKCS#1 private { INTEGER 0, INTEGER n, … };
  // SPKI is { SEQUENCE alg, BIT STRING } and PKCS#1 public { INTEGER n, INTEGER e }.
  const inner = contentStart(der);
  const pkcs1 =
    label === "RSA PRIVATE KEY" || label === "RSA PUBLIC KEY" || (label === null && (kind === "private" ? der[inner + 3] === 0x02 : der[inner] === 0x02));
  if (!pkcs1) return der;
  return kind === "private" ? pkcs1PrivateToPkcs8(der) : pkcs1PublicToSpki(der);
}

/** An RSA private key for SHA256withRSA signatures. */
export async function importSigningKey(text: string, what: string): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey("pkcs8", keyDer(text, "private", what), RSA, false, ["sign"]);
  } catch (error) {
    if (error instanceof PayConfigError) throw error;
    throw new PayConfigError(`${what}无法导入：需要 RSA 私钥（PKCS#8 或 PKCS#1）`);
  }
}

/** An RSA public key for SHA256withRSA verification. */
export async function importVerifyingKey(text: string, what: string): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey("spki", keyDer(text, "public", what), RSA, false, ["verify"]);
  } catch (error) {
    if (error instanceof PayConfigError) throw error;
    throw new PayConfigError(`${what}无法导入：需要 RSA 公钥（SPKI）`);
  }
}

/** base64 SHA256withRSA signature of the UTF-8 text. */
export async function rsaSign(key: CryptoKey, text: string): Promise<string> {
  return bytesToBase64(await crypto.subtle.sign(RSA, key, encoder.encode(text)));
}

/** true only for a well-formed base64 signature that matches; never throws on attacker input. */
export async function rsaVerify(key: CryptoKey, text: string, signature: string): Promise<boolean> {
  if (!signature || !/^[A-Za-z0-9+/\s]+={0,2}$/.test(signature)) return false;
  try {
    return await crypto.subtle.verify(RSA, key, base64ToBytes(signature), encoder.encode(text));
  } catch {
    return false;
  }
}
