import { type CategoryTreeKey, categoryCreateInput, categoryIdInput, categoryReorderInput, categoryUpdateInput } from "#core/content-categories";
import { contentProcedure, router, staffWrite } from "../../trpc/init";
import { consoleTree, createCategory, deleteCategory, reorderCategories, updateCategory } from "./categories.service";
import { TREES } from "./category-trees";

// 分类管理 (issue 16): the same five procedures for every category tree, named after the tree
// (templateCreate, causeReorder…), so that each write's audit entry names its table from the
// procedure's metadata and the role walk reaches every procedure.

function treeProcedures(key: CategoryTreeKey) {
  const tree = TREES[key];
  const write = staffWrite("content", tree.table);
  return {
    tree: contentProcedure.query(({ ctx }) => consoleTree(ctx.db, tree)),
    create: staffWrite("content", tree.table, { created: true })
      .input(categoryCreateInput)
      .mutation(({ ctx, input }) => createCategory(ctx.db, tree, input, Date.now())),
    update: write.input(categoryUpdateInput).mutation(({ ctx, input }) => updateCategory(ctx.db, tree, input)),
    reorder: write.input(categoryReorderInput).mutation(({ ctx, input }) => reorderCategories(ctx.db, tree, input)),
    delete: write.input(categoryIdInput).mutation(({ ctx, input }) => deleteCategory(ctx.db, tree, input.id)),
  };
}

type Named<K extends string, P> = { [V in keyof P & string as `${K}${Capitalize<V>}`]: P[V] };

function named<K extends CategoryTreeKey, P extends Record<string, unknown>>(key: K, procedures: P): Named<K, P> {
  return Object.fromEntries(Object.entries(procedures).map(([verb, p]) => [`${key}${verb.charAt(0).toUpperCase()}${verb.slice(1)}`, p])) as Named<K, P>;
}

export const categoriesRouter = router({
  ...named("template", treeProcedures("template")),
  ...named("document", treeProcedures("document")),
  ...named("clause", treeProcedures("clause")),
  ...named("cause", treeProcedures("cause")),
  ...named("article", treeProcedures("article")),
});
