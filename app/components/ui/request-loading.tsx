import { useEffect, useState } from "react";
import { onLoadingChange } from "~/lib/trpc";

/** The optional 请求中... indicator of SPEC §8, shown while a call made with `loading: true` runs. */
export function RequestLoading() {
  const [count, setCount] = useState(0);
  useEffect(() => onLoadingChange(setCount), []);
  if (count === 0) return null;
  return (
    <div className="fixed inset-0 z-[90] grid place-items-center bg-white/40" role="status">
      <span className="rounded-md bg-slate-900/80 px-4 py-2 text-sm text-white">请求中...</span>
    </div>
  );
}
