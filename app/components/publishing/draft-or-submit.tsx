// The last row of an author's editor (范本、文章): keep a draft, or send the work for review. The
// action reads `intent`: "submit" sends it for review, "draft" only saves.
export function DraftOrSubmit({ busy }: { busy: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        name="intent"
        value="draft"
        disabled={busy}
        className="rounded-md border border-slate-300 px-5 py-1.5 text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-60"
      >
        保存草稿
      </button>
      <button
        type="submit"
        name="intent"
        value="submit"
        disabled={busy}
        className="rounded-md bg-brand-600 px-5 py-1.5 text-sm text-white hover:bg-brand-700 disabled:opacity-60"
      >
        提交审核
      </button>
    </div>
  );
}
