import { Link } from "react-router";

export function Logo() {
  return (
    // Named by the words it shows (WCAG 2.5.3), the 契 badge being decoration.
    <Link to="/" className="flex items-center gap-2">
      <span aria-hidden className="grid h-8 w-8 place-items-center rounded-md bg-brand-600 text-base font-bold text-white">
        契
      </span>
      <span className="leading-tight">
        <span className="block text-lg font-semibold tracking-wide text-slate-900">契合</span>
        <span className="hidden text-[11px] text-slate-500 sm:block">合同范本 · 法律服务</span>
      </span>
    </Link>
  );
}
