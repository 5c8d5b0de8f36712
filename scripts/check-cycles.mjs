// `npm run lint`: no module cycle between feature folders (worker/features/<domain>/). A domain that needs
// another's code imports it one way only; what two domains share lives in worker/lib, core or a
// composition module at worker/features/*.ts (order-types.ts). Type-only imports are erased and do not
// count; tests and test kits may reach anywhere. Usage: node scripts/check-cycles.mjs [root]
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

const root = resolve(process.argv[2] ?? ".");
const features = join(root, "worker", "features");

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/(\.test|test-kit)\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The feature folder a path is in, or null (worker/lib, core, a composition module). */
function domainOf(path) {
  const rel = relative(features, path);
  if (rel.startsWith("..")) return null;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : null;
}

function target(file, specifier) {
  if (specifier.startsWith("#worker/")) return join(root, "worker", specifier.slice("#worker/".length));
  if (specifier.startsWith(".")) return resolve(dirname(file), specifier);
  return null;
}

/** domain → domain → the first import that makes the edge (file:line), for the message. */
const edges = new Map();
for (const file of sources(features)) {
  const from = domainOf(file);
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  for (const node of source.statements) {
    if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) || !node.moduleSpecifier) continue;
    const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
    if (typeOnly || !ts.isStringLiteral(node.moduleSpecifier)) continue;
    const path = target(file, node.moduleSpecifier.text);
    const to = path && domainOf(path);
    if (!to || to === from) continue;
    const out = edges.get(from) ?? new Map();
    if (!out.has(to)) out.set(to, `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    edges.set(from, out);
  }
}

/** A path from `start` back to itself, depth first, or null. */
function cycleFrom(start) {
  const stack = [[start, [start]]];
  const seen = new Set();
  while (stack.length) {
    const [at, path] = stack.pop();
    for (const next of edges.get(at)?.keys() ?? []) {
      if (next === start) return [...path, start];
      if (!seen.has(next)) {
        seen.add(next);
        stack.push([next, [...path, next]]);
      }
    }
  }
  return null;
}

const reported = new Set();
const problems = [];
for (const domain of edges.keys()) {
  const cycle = cycleFrom(domain);
  if (!cycle) continue;
  const key = [...new Set(cycle)].sort().join(",");
  if (reported.has(key)) continue;
  reported.add(key);
  const steps = cycle.slice(1).map((to, i) => `  ${cycle[i]} → ${to} (${edges.get(cycle[i]).get(to)})`);
  problems.push(`feature folders import each other in a cycle:\n${steps.join("\n")}`);
}
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
