// The ID number is never stored in clear: the application keeps it masked for display and as an HMAC
// (key derived from AUTH_SECRET) so one ID number used by two accounts can be found.
export async function idNumberHash(secret: string, idNumber: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(`certification-id:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const sig = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(idNumber)));
  return [...sig].map((b) => b.toString(16).padStart(2, "0")).join("");
}
