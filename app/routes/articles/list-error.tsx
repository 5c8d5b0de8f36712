import { AlertTriangle } from "lucide-react";
import { useEffect } from "react";
import { reportRequestError } from "~/lib/request-events";

/** A failed article page keeps the site chrome and offers a retry instead of the site-wide error page. */
export function ArticlesError({ title, retry }: { title: string; retry: string }) {
  useEffect(() => reportRequestError(), []);
  return (
    <div role="alert" className="flex flex-col items-center rounded-lg border border-slate-200 bg-white py-16 text-center">
      <AlertTriangle className="h-10 w-10 text-danger-500" aria-hidden />
      <h1 className="mt-3 text-lg font-semibold text-slate-900">{title}</h1>
      <p className="mt-1 text-sm text-slate-500">请稍后再试，或检查网络连接。</p>
      <a href={retry} className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-sm text-white hover:bg-brand-700">
        重新加载
      </a>
    </div>
  );
}
