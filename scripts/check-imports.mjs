// `npm run lint`: pages may take only types from worker/, except server-only modules (*.server.ts) and
// tests (run in workerd, never bundled), so no worker code (D1 queries, secrets) reaches the browser. Biome's
// noRestrictedImports cannot tell `import type` apart, hence this script. Usage: node scripts/check-imports.mjs [root]
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const root = resolve(process.argv[2] ?? ".");
const worker = join(root, "worker");

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(server|test)\.tsx?$/.test(entry.name)) yield path;
  }
}

function fromWorker(file, specifier) {
  if (specifier.startsWith("#worker/")) return true;
  return specifier.startsWith(".") && !relative(worker, resolve(dirname(file), specifier)).startsWith("..");
}

/** Only `import type` / `export type` are erased whole: `import { type A }` still loads the module. */
function bringsValues(node) {
  return ts.isImportDeclaration(node) ? !node.importClause?.isTypeOnly : !node.isTypeOnly;
}

const problems = [];
for (const file of sources(join(root, "app"))) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const report = (node, specifier) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    problems.push(`${relative(root, file)}:${line + 1}: imports values from ${specifier}`);
  };
  const visit = (node) => {
    const specifier = node.moduleSpecifier;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && specifier && ts.isStringLiteral(specifier)) {
      if (fromWorker(file, specifier.text) && bringsValues(node)) report(node, specifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg) && fromWorker(file, arg.text)) report(node, arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length) {
  console.error(`app/ may import only types from worker/ outside *.server.ts (move the value to core/ or a *.server.ts module):\n${problems.join("\n")}`);
  process.exit(1);
}
