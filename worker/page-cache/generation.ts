// The content generation (drizzle/0038: bumped by triggers whenever a row a cached page shows changes).
// Read from the nearest replica at most once per isolate every GENERATION_TTL_MS; a write handled by this
// isolate forgets it at once, so whoever edits and then looks as a visitor on the same isolate sees the edit.

const GENERATION_TTL_MS = 2_000;

let known: { generation: number; readAt: number } | null = null;

export async function contentGeneration(db: D1Database, now: number): Promise<number> {
  if (known && now - known.readAt < GENERATION_TTL_MS) return known.generation;
  const row = await db.withSession("first-unconstrained").prepare("SELECT gen FROM site_generation WHERE id = 1").first<{ gen: number }>();
  known = { generation: row?.gen ?? 0, readAt: now };
  return known.generation;
}

/** After a request that may have written: the next page read asks the database again. */
export function forgetGeneration(): void {
  known = null;
}
