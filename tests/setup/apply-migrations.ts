import { env } from "cloudflare:workers";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}

// The helpers' LAWYER and ADMIN exist with their roles: lawyer and admin procedures read user_roles
// live instead of trusting a token's roles. OR IGNORE: a test may insert them its own way.
const sessionUsers = [
  { id: 1000, roles: ["ROLE_ADMIN"] },
  { id: 1002, roles: ["ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"] },
];

// Each test file starts from empty storage: the schema and the session users go in one batch, one round
// trip where applying migration by migration took one each.
await env.DB.batch([
  ...env.TEST_MIGRATIONS.flatMap((m) => m.queries.map((query) => env.DB.prepare(query))),
  ...sessionUsers.flatMap(({ id, roles }) => [
    env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, ?, ?, 1, 1)").bind(
      id,
      `1660000${id}`,
      `测试用户${id}`,
    ),
    ...roles.map((role) => env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, ?)").bind(id, role)),
  ]),
]);
