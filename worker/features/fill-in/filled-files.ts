// A downloaded filled contract holds names, ID numbers and amounts: its R2 copy exists only to be fetched
// through the 5-minute signed link, so the scheduled handler deletes copies older than an hour.

export const FILLED_PREFIX = "fill-in/";
export const FILLED_KEEP_MS = 60 * 60 * 1000;

/** Deletes filled contracts written more than FILLED_KEEP_MS before `now`; answers how many went. */
export async function sweepFilledFiles(bucket: R2Bucket, now: number): Promise<number> {
  let swept = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: FILLED_PREFIX, cursor, limit: 1000 });
    const stale = page.objects.filter((o) => now - o.uploaded.getTime() > FILLED_KEEP_MS).map((o) => o.key);
    if (stale.length) await bucket.delete(stale);
    swept += stale.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return swept;
}
