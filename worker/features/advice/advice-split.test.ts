import { describe, expect, it } from "vitest";

// Source text of the advice feature, read at build time by Vite (no file system in workerd).
const sources = import.meta.glob<string>("./*.ts", { query: "?raw", import: "default", eager: true });
const services = Object.entries(sources).filter(([path]) => !path.endsWith(".test.ts"));

describe("advice split", () => {
  it("advice split: no advice source file is a god file (each under 250 lines)", () => {
    expect(services.length).toBeGreaterThan(5);
    const long = services.filter(([, text]) => text.split("\n").length > 250).map(([path]) => path);
    expect(long).toEqual([]);
  });

  it("advice split: payFlag's queries live in the service, the router runs no SQL of its own", () => {
    const router = sources["./advice.router.ts"];
    expect(router).toBeDefined();
    expect(router).not.toMatch(/ctx\.db\.|#db\/schema/);
  });

  it("advice split: reviews belong to the lawyers domain", () => {
    const writers = services.filter(([, text]) => /insert\(lawyerReviews\)|function reviewsOf|function reviewAdvice/.test(text));
    expect(writers.map(([path]) => path)).toEqual([]);
  });
});
