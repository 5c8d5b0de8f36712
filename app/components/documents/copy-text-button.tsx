import { Check, Copy } from "lucide-react";
import { useRef, useState } from "react";
import { copyText } from "~/components/clauses/clipboard";
import { toast } from "~/components/ui/toast";

/** 复制全文 of a document, so it can be pasted into a word processor and filled in. */
export function CopyTextButton({ text, label = "复制全文" }: { text: string; label?: string }) {
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  async function onCopy() {
    if (!(await copyText(text))) {
      toast.error("复制失败，请选中文字后手动复制");
      return;
    }
    toast.success("已复制");
    setDone(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setDone(false), 2000);
  }
  return (
    <button
      type="button"
      onClick={onCopy}
      className="inline-flex items-center gap-1 rounded-md border border-brand-500 px-3 py-1 text-sm text-brand-600 hover:bg-brand-50"
    >
      {done ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
      {done ? "已复制" : label}
    </button>
  );
}
