import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The helpers' LAWYER and ADMIN exist with their roles: lawyer and admin procedures read user_roles
// live instead of trusting a token's roles. OR IGNORE: a test may insert them its own way.
const sessionUsers = [
  { id: 1000, roles: ["ROLE_ADMIN"] },
  { id: 1002, roles: ["ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"] },
];
await env.DB.batch(
  sessionUsers.flatMap(({ id, roles }) => [
    env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, ?, ?, 1, 1)").bind(
      id,
      `1660000${id}`,
      `测试用户${id}`,
    ),
    ...roles.map((role) => env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, ?)").bind(id, role)),
  ]),
);
