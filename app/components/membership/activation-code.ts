/** ABCDEFGHJKMNPQRS → ABCD-EFGH-JKMN-PQRS, as printed and shown to people. */
export function formatCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, "$1-");
}
