import { describe, expect, it } from "vitest";
import { formatDateTime, formatRfc3339, parseDateTime, yearOf } from "./dates";

// Workers run in UTC; each of these reads or writes Beijing wall-clock time whatever the host's zone.
describe("Beijing-time arithmetic only through core/dates", () => {
  it("Beijing time: a wall-clock time parses back to its instant", () => {
    expect(parseDateTime("2026-01-01 00:00:00")).toBe(Date.UTC(2025, 11, 31, 16, 0, 0));
    expect(parseDateTime("2015-06-27 15:45:57")).toBe(Date.UTC(2015, 5, 27, 7, 45, 57));
    const at = Date.UTC(2026, 6, 1, 23, 59, 58);
    expect(parseDateTime(formatDateTime(at))).toBe(at);
    for (const malformed of ["2015-06-27T15:45:57", "2015-06-27 15:45", "昨天", ""]) expect(parseDateTime(malformed)).toBeNull();
  });

  it("Beijing time: RFC 3339 carries the +08:00 offset", () => {
    expect(formatRfc3339(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe("2026-01-02T11:04:05+08:00");
    // 16:00 UTC is already the next day (and year) in Beijing.
    expect(formatRfc3339(Date.UTC(2025, 11, 31, 16, 0, 0))).toBe("2026-01-01T00:00:00+08:00");
    expect(Date.parse(formatRfc3339(Date.UTC(2026, 3, 5, 6, 7, 8)))).toBe(Date.UTC(2026, 3, 5, 6, 7, 8));
  });

  it("Beijing time: the year turns at Beijing midnight, not at UTC midnight", () => {
    expect(yearOf(Date.UTC(2025, 11, 31, 15, 59, 59))).toBe(2025);
    expect(yearOf(Date.UTC(2025, 11, 31, 16, 0, 0))).toBe(2026);
  });
});
