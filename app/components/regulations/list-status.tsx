import { AlertCircle } from "lucide-react";

/** The error state of the list: the filters stay usable and the visitor is told to retry. */
export function ListError() {
  return (
    <div role="alert" className="flex flex-col items-center py-12 text-center text-slate-500">
      <AlertCircle className="h-10 w-10 text-red-300" aria-hidden />
      <p className="mt-3 text-sm font-medium text-slate-600">法规列表加载失败</p>
      <p className="mt-1 text-xs">网络或服务暂时不可用，请稍后刷新页面重试</p>
    </div>
  );
}

/** Shown above the list while the next filters load; the list itself is dimmed and marked busy. */
export function ListLoading() {
  return (
    <p role="status" className="px-4 pt-3 text-sm text-brand-600">
      加载中…
    </p>
  );
}
