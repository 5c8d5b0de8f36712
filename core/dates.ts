// Time is stored in UTC and always shown in Asia/Shanghai; workers run in UTC, so the zone is explicit.
export const TIME_ZONE = "Asia/Shanghai";

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Formats an instant as YYYY-MM-DD HH:mm:ss (default) or YYYY-MM-DD in Beijing time. */
export function formatDateTime(at: Date | number, pattern: "YYYY-MM-DD HH:mm:ss" | "YYYY-MM-DD" = "YYYY-MM-DD HH:mm:ss"): string {
  const p = Object.fromEntries(parts.formatToParts(typeof at === "number" ? new Date(at) : at).map((x) => [x.type, x.value]));
  const date = `${p.year}-${p.month}-${p.day}`;
  return pattern === "YYYY-MM-DD" ? date : `${date} ${p.hour}:${p.minute}:${p.second}`;
}

/** China has kept UTC+8 all year since 1991 (no daylight saving), so a Beijing wall-clock time is this much ahead of UTC. */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** "2026-01-02 11:04:05" read as Beijing time → the instant (epoch ms); null unless it has exactly that shape. */
export function parseDateTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - BEIJING_OFFSET_MS;
}

/** RFC 3339 in Beijing time with its offset: 2026-01-02T11:04:05+08:00. */
export function formatRfc3339(at: number): string {
  return `${formatDateTime(at).replace(" ", "T")}+08:00`;
}

/** The calendar year of an instant in Beijing time (it turns at Beijing midnight, 16:00 UTC). */
export function yearOf(at: Date | number): number {
  return Number(formatDateTime(at, "YYYY-MM-DD").slice(0, 4));
}

/** 125 seconds → "2分05秒"; durations are shown as minutes and seconds (SPEC §9). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(s / 60)}分${String(s % 60).padStart(2, "0")}秒`;
}

/** "刚刚", "5分钟前", "3小时前", "2天前", then the date: for activity feeds. */
export function timeAgo(at: number, now: number): string {
  const s = Math.max(0, Math.floor((now - at) / 1000));
  if (s < 60) return "刚刚";
  if (s < 3600) return `${Math.floor(s / 60)}分钟前`;
  if (s < 86_400) return `${Math.floor(s / 3600)}小时前`;
  if (s < 30 * 86_400) return `${Math.floor(s / 86_400)}天前`;
  return formatDateTime(at, "YYYY-MM-DD");
}

const weekday = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, weekday: "short" });

/**
 * The instant `days` working days after `from`, counted in Beijing time with Saturdays and Sundays
 * skipped. Statutory holidays and their make-up working days are not known here, so a promise made
 * with this says 工作日 means Monday to Friday.
 */
export function addWorkingDays(from: number, days: number): number {
  let at = from;
  let left = days;
  while (left > 0) {
    at += 86_400_000;
    const day = weekday.format(at);
    if (day !== "Sat" && day !== "Sun") left -= 1;
  }
  return at;
}
