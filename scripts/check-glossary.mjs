// `npm run lint`: one word per domain in code (docs/glossary.md). Identifiers and file names may not use a
// domain's other words: SPEC keeps them in URLs and REST paths, which are strings and stay as they are.
// Seed content is prose about contracts (a 商标 right is not the trademark-table domain), so it is not read.
// Usage: node scripts/check-glossary.mjs [root]
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";

const root = resolve(process.argv[2] ?? ".");

/** The word code uses → words of the same domain that identifiers may not contain. */
const RETIRED = [
  { use: "points", words: /integral/i },
  { use: "certification", words: /authentication/i, except: /^(worker\/features\/auth\/|core\/auth\.ts$)/ },
  { use: "brand", words: /(^|[^a-z])nice|trademark/i },
];
const SKIP = /^db\/seed\/content\//;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) yield path;
  }
}

/** SPEC's URL words that name a section (app/lib/sections.ts keys pages by them). */
const URL_WORDS = new Set(["myIntegral", "lawyerAuthentication"]);

function identifiers(file) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found = new Set();
  const visit = (node) => {
    if ((ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) && !URL_WORDS.has(node.text)) found.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const problems = [];
for (const top of ["app", "worker", "core", "db", "tests", "scripts"]) {
  for (const file of sources(join(root, top))) {
    const path = relative(root, file).replaceAll("\\", "/");
    if (SKIP.test(path) || path === "scripts/check-glossary.mjs") continue;
    const rules = RETIRED.filter((rule) => !rule.except?.test(path));
    const name = path.split("/").pop() ?? "";
    for (const rule of rules) if (rule.words.test(name)) problems.push(`${path}: the file name; say "${rule.use}"`);
    for (const id of identifiers(file)) {
      for (const rule of rules) if (rule.words.test(id)) problems.push(`${path}: ${id}; say "${rule.use}"`);
    }
  }
}

if (problems.length) {
  console.error(`One word per domain (docs/glossary.md); these names use another word of the domain:\n${problems.join("\n")}`);
  process.exit(1);
}
