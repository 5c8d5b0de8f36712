import { isLicenseNo, sellsPaidServices } from "../../core/lawyers.ts";
import { PROFESSIONAL_FIELDS } from "./content/lawyers/fields.ts";
import { DEMO_LAWYER, LAWYER_SEEDS, type LawyerSeed } from "./content/lawyers/profiles.ts";
import type { SqlValue } from "./sql.ts";

// Rows of the lawyer directory: the professional field tree, lawyer users 101–124 (password-less,
// nickname = name, ROLE_ADVICE_LAWYER, and ROLE_CONTRACT_CUSTOMIZATION for those who price customisation
// or review; 公司律师 and 公职律师 price nothing and take no orders, their role only opens the workbench
// for profile and articles), their profiles, fields and representative cases, plus the
// profile of the demo lawyer (user 3, seeded with the accounts).
const DAY = 86_400_000;

/** A small deterministic generator, so seeded counts are the same on every machine. */
export function seeded(n: number): number {
  const x = Math.sin(n * 7919 + 104_729) * 233_280;
  return x - Math.floor(x);
}

/** Region of the licensing authority: a municipality's 01 city, else the city's own first four digits. */
function licenseRegion(city: string): string {
  return city.endsWith("0000") ? `${city.slice(0, 2)}01` : city.slice(0, 4);
}

/** 执业证号 (core/lawyers.ts parseLicenseNo): class 1, region, first year, category (1 专职, 6 公职, 7 公司), sex, serial. */
export function licenseOf(l: LawyerSeed): string {
  const category = l.type === 2 ? 7 : l.type === 3 ? 6 : 1;
  const serial = String((l.id * 3_137) % 1_000_000).padStart(6, "0");
  const licenseNo = `1${licenseRegion(l.city)}${l.since}${category}${l.sex}${serial}`;
  if (!isLicenseNo(licenseNo)) throw new Error(`执业证号不合法：${l.name} ${licenseNo}`);
  return licenseNo;
}

/** The professional field rows with their ids, assigned in tree order (tops, each followed by its children). */
export function fieldRows(): { rows: Record<string, SqlValue>[]; idOf: Map<string, number>; topOf: Map<string, string> } {
  const rows: Record<string, SqlValue>[] = [];
  const idOf = new Map<string, number>();
  const topOf = new Map<string, string>();
  let id = 0;
  PROFESSIONAL_FIELDS.forEach((top, i) => {
    const topId = ++id;
    idOf.set(top.slug, topId);
    topOf.set(top.slug, top.slug);
    rows.push({ id: topId, slug: top.slug, name: top.name, parent_id: null, sort: i });
    top.children.forEach((child, j) => {
      idOf.set(child.slug, ++id);
      topOf.set(child.slug, top.slug);
      rows.push({ id, slug: child.slug, name: child.name, parent_id: topId, sort: j });
    });
  });
  return { rows, idOf, topOf };
}

export function lawyerRows(now: number): Record<string, Record<string, SqlValue>[]> {
  const { rows: fields, idOf } = fieldRows();

  const all = [DEMO_LAWYER, ...LAWYER_SEEDS];
  const profiles = all.map((l, i) => {
    // Joined the platform over the last year; a few in the last weeks (最新入驻).
    const createdAt = now - Math.floor((i === 0 ? 400 : (LAWYER_SEEDS.length - i + 1) * 14 + seeded(i) * 10) * DAY);
    return {
      user_id: l.id,
      name: l.name,
      firm: l.firm,
      city_code: l.city,
      license_no: licenseOf(l),
      practice_since: l.since,
      lawyer_type: l.type,
      title: l.title,
      tags: JSON.stringify(l.tags),
      intro: l.intro,
      photo_key: null,
      phone_price_fen: l.prices.phone,
      online_price_fen: l.prices.online,
      custom_price_fen: l.prices.custom,
      review_price_fen: l.prices.review,
      resident: l.resident,
      published: true,
      likes: Math.floor(seeded(l.id + 300) * 180) + 6,
      visits: Math.floor(seeded(l.id + 600) * 2400) + 120,
      activity: Math.floor(seeded(l.id + 900) * 500) + 20,
      response_minutes: l.responseMinutes,
      last_active_at: now - Math.floor(seeded(l.id + 1200) * 5 * DAY),
      created_at: createdAt,
      updated_at: createdAt,
    };
  });

  const links = all.flatMap((l) =>
    l.fields.map((slug) => {
      const fieldId = idOf.get(slug);
      if (!fieldId) throw new Error(`未知的专业领域：${slug}`);
      return { user_id: l.id, field_id: fieldId };
    }),
  );
  const cases = all.flatMap((l) => l.cases.map((c, j) => ({ lawyer_id: l.id, title: c.title, summary: c.summary, year: c.year, sort: j })));

  return {
    users: LAWYER_SEEDS.map((l) => ({
      id: l.id,
      phone: `139000${String(l.id).padStart(5, "0")}`,
      password_hash: null,
      nickname: l.name,
      real_name: l.name,
      avatar_key: null,
      created_at: now - 400 * DAY,
      updated_at: now - 400 * DAY,
    })),
    // A lawyer who prices customisation or review serves it: the role goes with the price.
    user_roles: LAWYER_SEEDS.flatMap((l) => [
      { user_id: l.id, role: "ROLE_ADVICE_LAWYER" },
      ...(sellsPaidServices(l.type) && (l.prices.custom !== null || l.prices.review !== null) ? [{ user_id: l.id, role: "ROLE_CONTRACT_CUSTOMIZATION" }] : []),
    ]),
    professional_fields: fields,
    lawyer_profiles: profiles,
    lawyer_fields: links,
    lawyer_cases: cases,
  };
}
