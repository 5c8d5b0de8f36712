/**
 * Runs a realtime follow-up (a room notice, a badge push) after a committed change. It never undoes
 * the change: a failure is logged, and rooms and badges catch up on the next join or page load.
 */
export async function quietly(label: string, work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (e) {
    console.error(label, e);
  }
}
