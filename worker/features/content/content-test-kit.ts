import { env } from "cloudflare:workers";
import { CONTENT_ROLE, FINANCE_ROLE, SERVICE_ROLE } from "#core/roles";
import type { SessionUser } from "#worker/middleware/session";
import { callerFor } from "../../../tests/setup/helpers";

// People of the content tests: an editor (内容审核), staff of the other areas, a signed-in user, a visitor.
export const EDITOR: SessionUser = { id: 9701, roles: [] };
export const FINANCE: SessionUser = { id: 9702, roles: [] };
export const SERVICE: SessionUser = { id: 9703, roles: [] };
export const MEMBER: SessionUser = { id: 9704, roles: [] };

export async function seedPeople(): Promise<void> {
  const people: [SessionUser, string | null][] = [
    [EDITOR, CONTENT_ROLE],
    [FINANCE, FINANCE_ROLE],
    [SERVICE, SERVICE_ROLE],
    [MEMBER, null],
  ];
  for (const [p, role] of people) {
    await env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, ?, ?, 1, 1)")
      .bind(p.id, `1390000${p.id}`, `编辑${p.id}`)
      .run();
    if (role) await env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, ?)").bind(p.id, role).run();
  }
}

export const editor = () => callerFor(EDITOR);
export const visitor = () => callerFor(null);

/** The error code and message a call was refused with (a schema's first message, as the client is shown it), or "ok". */
export async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string } | "ok"> {
  try {
    await call;
    return "ok";
  } catch (error) {
    const e = error as { code?: string; message?: string; cause?: { issues?: { message: string }[] } };
    return { code: e.code ?? "?", message: e.cause?.issues?.[0]?.message ?? e.message ?? "" };
  }
}

const DETAIL_PATH = { regulations: "/regulations/", cases: "/caseLibrary/", documents: "/documentLibrary/", templates: "/templateDetails/" } as const;

/** Whether a keyword finds a row of `library` through the header search (the search service). */
export async function searchFinds(library: keyof typeof DETAIL_PATH, keyword: string, id: number): Promise<boolean> {
  const groups = await visitor().search.all({ keyword });
  const hrefs = groups.find((g) => g.library === library)?.hits.map((h) => h.href) ?? [];
  return hrefs.includes(`${DETAIL_PATH[library]}${id}`);
}
