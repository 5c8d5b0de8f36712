import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const TEST_FILES = ["worker/**/*.test.ts", "core/**/*.test.ts", "app/**/*.test.ts", "db/**/*.test.ts"];

/**
 * Test files that reach storage or bindings (through `cloudflare:*` or the shared setup): each runs in its
 * own isolate on fresh storage. The others test pure code and share one isolate, which spares them the
 * isolate start and module loading that were most of the suite's time.
 */
function storageTests(): string[] {
  return TEST_FILES.flatMap((pattern) => globSync(pattern)).filter((file) => /["']cloudflare:|tests\/setup\//.test(readFileSync(file, "utf8")));
}

// Worker tests run inside workerd with local D1/R2/Durable Objects. The test entry exports the Hono
// app without React Router (the pool cannot load the UI build); pages are covered by Playwright.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./drizzle");
  const withStorage = storageTests();
  // sanitize-html requires postcss, whose CommonJS requires workerd cannot resolve file by file:
  // pre-bundled, as the worker build bundles it.
  const deps = { optimizer: { ssr: { enabled: true, include: ["sanitize-html"] } } };
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
      // Every core runs test files: the default keeps one for the main process, which here only serves
      // modules to workerd and sat mostly idle (the suite used about one core of two).
      maxWorkers: availableParallelism(),
      projects: [
        { extends: true, test: { name: "storage", deps, include: withStorage, setupFiles: ["./tests/setup/apply-migrations.ts"] } },
        { extends: true, test: { name: "pure", deps, include: TEST_FILES, exclude: withStorage, isolate: false } },
      ],
    },
  };
});
