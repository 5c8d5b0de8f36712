import { Check, Copy } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { trpc } from "~/lib/trpc";
import { copyText } from "./clipboard";

/**
 * 复制: copies the clause text, then counts the copy once per click (clauses.copy) and shows the new
 * count. The clipboard write comes first, inside the click, as browsers require.
 */
export function CopyClauseButton({ id, title, text, copies }: { id: number; title: string; text: string; copies: number }) {
  const [count, setCount] = useState(copies);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  async function onCopy() {
    if (!(await copyText(text))) {
      toast.error("复制失败，请选中条款文字后手动复制");
      return;
    }
    toast.success("已复制");
    setDone(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setDone(false), 2000);
    try {
      const res = await trpc.clauses.copy.mutate({ id }, { context: { silent: true } });
      setCount(res.copies);
    } catch {
      // The text is on the clipboard; a missed count is not worth an error for the visitor.
    }
  }

  return (
    <div className="flex shrink-0 items-center gap-2 text-xs text-slate-500">
      <span>
        <span data-testid="copies">{count}</span> 次复制
      </span>
      <button
        type="button"
        onClick={onCopy}
        aria-label={done ? `已复制“${title}”` : `复制“${title}”`}
        className="inline-flex items-center gap-1 rounded-md border border-brand-500 px-2.5 py-1 text-sm text-brand-600 hover:bg-brand-50"
      >
        {done ? <Check className="h-3.5 w-3.5" aria-hidden /> : <Copy className="h-3.5 w-3.5" aria-hidden />}
        {done ? "已复制" : "复制"}
      </button>
    </div>
  );
}
