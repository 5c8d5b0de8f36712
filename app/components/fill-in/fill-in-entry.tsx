import { PenLine } from "lucide-react";
import { Link } from "react-router";
import { openLogin } from "~/lib/login-store";

const BUTTON = "inline-flex items-center gap-1 rounded-md border border-brand-600 px-4 py-2 text-sm text-brand-700 hover:bg-brand-50";

/** 在线填写 on a template's page: open to whoever may read it in full; otherwise why not. */
export function FillInEntry({ templateId, canAccess, signedIn }: { templateId: number; canAccess: boolean; signedIn: boolean }) {
  const to = `/templateDetails/${templateId}/fill`;
  const icon = <PenLine className="h-4 w-4" aria-hidden />;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-slate-50 p-3 text-sm">
      {!canAccess ? (
        <>
          <button type="button" disabled aria-describedby="fill-in-reason" className={`${BUTTON} cursor-not-allowed opacity-50`}>
            {icon}
            在线填写
          </button>
          <span id="fill-in-reason" className="text-slate-500">
            购买或开通会员后即可在线填写
          </span>
        </>
      ) : signedIn ? (
        <>
          <Link to={to} className={BUTTON}>
            {icon}
            在线填写
          </Link>
          <span className="text-slate-500">逐项填写空白处，实时预览，保存草稿或下载 Word / PDF</span>
        </>
      ) : (
        <>
          <button type="button" onClick={() => openLogin({ afterLoginUrl: to })} className={BUTTON}>
            {icon}
            在线填写
          </button>
          <span className="text-slate-500">登录后即可在线填写</span>
        </>
      )}
    </div>
  );
}
