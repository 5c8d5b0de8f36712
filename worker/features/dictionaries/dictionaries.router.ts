import { DICT_KIND_TEXT, DICT_KINDS, type DictKind } from "#core/dictionaries";
import { contentProcedure, publicProcedure, router, staffWrite } from "../../trpc/init";
import {
  dictAddInput,
  dictEnableInput,
  dictIdInput,
  dictKindInput,
  dictUpdateInput,
  fieldAddInput,
  fieldUpdateInput,
  navEditInput,
  navUpdateInput,
} from "./dictionaries.schema";
import { addItem, consoleItems, enabledItems, lawyerOptions, removeItem, setEnabled, updateItem } from "./dictionaries.service";
import { addField, consoleFields, removeField, updateField } from "./fields.service";
import { addNav, customiseNav, navRows, removeNav, resetNav, updateNav } from "./navigation.service";

/** An item as the REST dictionary rows answer it (the mini-program's dict item: value, label, type, sort). */
function restItem(item: { id: number; kind: DictKind; value: string | null; label: string; sort: number }) {
  return { id: item.id, value: item.value ?? item.label, label: item.label, dictType: item.kind, sortOrder: item.sort };
}

// 数据字典: the public reads (directory filters, REST dictionary rows) and the console's edits, each
// write recorded in the audit log by the content area's builders.
export const dictionariesRouter = router({
  /** Enabled titles, tags and types: the directory filters and the profile editor. */
  lawyerOptions: publicProcedure.query(({ ctx }) => lawyerOptions(ctx.db)),
  /** One dictionary's enabled items (GET /admin/dict/type/{type}). */
  items: publicProcedure.input(dictKindInput).query(async ({ ctx, input }) => (await enabledItems(ctx.db, input.kind)).map(restItem)),
  /** The lawyer dictionaries at once, value → label (GET /admin/lawyer/kvs). */
  kvs: publicProcedure.query(async ({ ctx }) => {
    const options = await lawyerOptions(ctx.db);
    const pairs = (labels: string[]) => labels.map((label) => ({ value: label, label }));
    return {
      lawyer_professional_title: pairs(options.titles),
      lawyer_individual_tag: pairs(options.tags),
      lawyer_type: options.types.map((t) => ({ value: String(t.value), label: t.label })),
    };
  }),

  /** Every kind with all its items (disabled too) and the navigation rows: the console page. */
  console: contentProcedure.query(async ({ ctx }) => {
    const [items, nav, fields] = await Promise.all([consoleItems(ctx.db), navRows(ctx.db), consoleFields(ctx.db)]);
    return {
      kinds: DICT_KINDS.map((kind) => ({ kind, ...DICT_KIND_TEXT[kind], items: items.filter((i) => i.kind === kind) })),
      nav,
      fields,
    };
  }),
  add: contentProcedure.input(dictAddInput).mutation(({ ctx, input }) => addItem(ctx.db, input, Date.now())),
  update: staffWrite("content", "dict_items")
    .input(dictUpdateInput)
    .mutation(({ ctx, input }) => updateItem(ctx.db, input, Date.now())),
  setEnabled: staffWrite("content", "dict_items")
    .input(dictEnableInput)
    .mutation(({ ctx, input }) => setEnabled(ctx.db, input.id, input.enabled, Date.now())),
  remove: staffWrite("content", "dict_items")
    .input(dictIdInput)
    .mutation(async ({ ctx, input }) => {
      await removeItem(ctx.db, input.id);
      return true;
    }),

  fieldAdd: contentProcedure.input(fieldAddInput).mutation(({ ctx, input }) => addField(ctx.db, input, Date.now())),
  fieldUpdate: staffWrite("content", "professional_fields")
    .input(fieldUpdateInput)
    .mutation(async ({ ctx, input }) => {
      await updateField(ctx.db, input);
      return true;
    }),
  fieldRemove: staffWrite("content", "professional_fields")
    .input(dictIdInput)
    .mutation(async ({ ctx, input }) => {
      await removeField(ctx.db, input.id);
      return true;
    }),

  navCustomise: contentProcedure.mutation(({ ctx }) => customiseNav(ctx.db, ctx.env.CASE_SYSTEM_URL)),
  navReset: contentProcedure.mutation(async ({ ctx }) => {
    await resetNav(ctx.db);
    return true;
  }),
  navAdd: contentProcedure.input(navEditInput).mutation(({ ctx, input }) => addNav(ctx.db, input)),
  navUpdate: staffWrite("content", "nav_items")
    .input(navUpdateInput)
    .mutation(({ ctx, input: { id, ...edit } }) => updateNav(ctx.db, id, edit)),
  navRemove: staffWrite("content", "nav_items")
    .input(dictIdInput)
    .mutation(async ({ ctx, input }) => {
      await removeNav(ctx.db, input.id);
      return true;
    }),
});
