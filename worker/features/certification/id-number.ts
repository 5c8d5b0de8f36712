import { hmacSha256Hex } from "../../lib/crypto";

// The ID number is never stored in clear: the application keeps it masked for display and as an HMAC
// (key derived from AUTH_SECRET) so one ID number used by two accounts can be found.
export function idNumberHash(secret: string, idNumber: string): string {
  return hmacSha256Hex(`certification-id:${secret}`, idNumber);
}
