import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Worker tests run inside workerd with local D1/R2/Durable Objects. The test entry exports the Hono
// app without React Router (the pool cannot load the UI build); pages are covered by Playwright.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./drizzle");
  return {
    resolve: { tsconfigPaths: true },
    plugins: [
      cloudflareTest({
        main: "./tests/setup/test-worker.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            AUTH_SECRET: "test-secret-of-at-least-thirty-two-characters",
            PASSWORD_PEPPER: "test-pepper-of-at-least-thirty-two-characters",
            APP_ENV: "test",
          },
        },
      }),
    ],
    test: {
      include: ["worker/**/*.test.ts", "core/**/*.test.ts", "app/**/*.test.ts", "db/**/*.test.ts"],
      setupFiles: ["./tests/setup/apply-migrations.ts"],
      // sanitize-html requires postcss, whose CommonJS requires workerd cannot resolve file by file:
      // pre-bundled, as the worker build bundles it.
      deps: { optimizer: { ssr: { enabled: true, include: ["sanitize-html"] } } },
    },
  };
});
