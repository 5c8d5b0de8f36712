import { importPKCS8, importSPKI, importX509 } from "jose";
import { type Bytes, fromBase64, toBase64, utf8 } from "../../lib/crypto";
import { PayConfigError } from "./pay";

// RSA keys of the payment providers for RSASSA-PKCS1-v1_5 with SHA-256 (the "SHA256withRSA" of both
// vendors' documentation), imported by jose (importPKCS8 / importSPKI / importX509). The vendors hand out:
// - WeChat Pay: apiclient_key.pem (PKCS#8, "BEGIN PRIVATE KEY"), and either the 微信支付公钥 pub_key.pem
//   (SPKI) or a 平台证书 (X.509, "BEGIN CERTIFICATE");
// - Alipay: keys from its key tool as bare base64 (no PEM armour), PKCS#8 ("JAVA适用") or PKCS#1 ("非JAVA适用"),
//   and the 支付宝公钥 as bare base64 SPKI.
// jose reads PEM PKCS#8, SPKI and X.509 only, so this module armours bare base64 and wraps PKCS#1
// ("BEGIN RSA PRIVATE KEY"/"RSA PUBLIC KEY") in the PKCS#8/SPKI envelope: the part no library does.

const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;
const ALG = "RS256";

/** DER → PEM with 64-character lines (what openssl writes); label e.g. "PRIVATE KEY", "PUBLIC KEY". */
export function derToPem(der: ArrayBuffer | Uint8Array, label: string): string {
  const lines = toBase64(der instanceof Uint8Array ? der : new Uint8Array(der)).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}

// --- minimal DER, only what wrapping PKCS#1 needs --------------------------------------------------

function derLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let n = length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

function tlv(tag: number, ...content: (Uint8Array | number[])[]): Bytes {
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
export function pkcs1PrivateToPkcs8(pkcs1: Uint8Array): Bytes {
  return tlv(0x30, [0x02, 0x01, 0x00], RSA_ALGORITHM, tlv(0x04, pkcs1));
}

/** PKCS#1 RSAPublicKey → SubjectPublicKeyInfo { rsaEncryption, BIT STRING { key } }. */
export function pkcs1PublicToSpki(pkcs1: Uint8Array): Bytes {
  return tlv(0x30, RSA_ALGORITHM, tlv(0x03, [0x00], pkcs1));
}

type KeyKind = "private" | "public";
const LABELS: Record<KeyKind, string[]> = { private: ["PRIVATE KEY", "RSA PRIVATE KEY"], public: ["PUBLIC KEY", "RSA PUBLIC KEY", "CERTIFICATE"] };

/** The armour's label (null for bare base64) and the DER inside, checked against the kind of key wanted. */
function readKey(text: string, kind: KeyKind, what: string): { label: string | null; der: Bytes } {
  const armour = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/.exec(text);
  const label = armour?.[1] ?? null;
  let der: Bytes;
  try {
    der = fromBase64((armour ? (armour[2] ?? "") : text).replace(/\s+/g, ""));
  } catch {
    throw new PayConfigError(`${what}格式不正确：应为 PEM 或 base64`);
  }
  if (der.length < 16 || der[0] !== 0x30) throw new PayConfigError(`${what}格式不正确：应为 PEM 或 base64`);
  if (label && !LABELS.private.includes(label) && !LABELS.public.includes(label)) throw new PayConfigError(`${what}格式不支持：${label}`);
  if (label && !LABELS[kind].includes(label)) throw new PayConfigError(`${what}类型不对：需要${kind === "private" ? "私钥" : "公钥"}`);
  return { label, der };
}

/** The DER of a key in the form jose imports (PKCS#8, SPKI or X.509), from PEM or bare base64 of those or of PKCS#1. */
function keyDer(text: string, kind: KeyKind, what: string): { label: string | null; der: Bytes } {
  const { label, der } = readKey(text, kind, what);
  // Without a label, tell PKCS#1 from PKCS#8/SPKI by the first element inside the outer SEQUENCE:
  // PKCS#8 is { INTEGER 0, SEQUENCE alg, … } and PKCS#1 private { INTEGER 0, INTEGER n, … };
  // SPKI is { SEQUENCE alg, BIT STRING } and PKCS#1 public { INTEGER n, INTEGER e }.
  const inner = contentStart(der);
  const pkcs1 =
    label === "RSA PRIVATE KEY" || label === "RSA PUBLIC KEY" || (label === null && (kind === "private" ? der[inner + 3] === 0x02 : der[inner] === 0x02));
  if (!pkcs1) return { label, der };
  return { label, der: kind === "private" ? pkcs1PrivateToPkcs8(der) : pkcs1PublicToSpki(der) };
}

/** An RSA private key for SHA256withRSA signatures. */
export async function importSigningKey(text: string, what: string): Promise<CryptoKey> {
  const pem = derToPem(keyDer(text, "private", what).der, "PRIVATE KEY");
  try {
    return await importPKCS8(pem, ALG);
  } catch {
    throw new PayConfigError(`${what}无法导入：需要 RSA 私钥（PKCS#8 或 PKCS#1）`);
  }
}

/** An RSA public key for SHA256withRSA verification, from a public key or an X.509 certificate. */
export async function importVerifyingKey(text: string, what: string): Promise<CryptoKey> {
  const { label, der } = keyDer(text, "public", what);
  try {
    if (label === "CERTIFICATE") return await importX509(derToPem(der, label), ALG);
    return await importSPKI(derToPem(der, "PUBLIC KEY"), ALG);
  } catch {
    throw new PayConfigError(`${what}无法导入：需要 RSA 公钥（SPKI）或证书（X.509）`);
  }
}

/** base64 SHA256withRSA signature of the UTF-8 text. */
export async function rsaSign(key: CryptoKey, text: string): Promise<string> {
  return toBase64(new Uint8Array(await crypto.subtle.sign(RSA, key, utf8(text))));
}

/** true only for a well-formed base64 signature that matches; never throws on attacker input. */
export async function rsaVerify(key: CryptoKey, text: string, signature: string): Promise<boolean> {
  if (!signature || !/^[A-Za-z0-9+/\s]+={0,2}$/.test(signature)) return false;
  try {
    return await crypto.subtle.verify(RSA, key, fromBase64(signature.replace(/\s+/g, "")), utf8(text));
  } catch {
    return false;
  }
}
