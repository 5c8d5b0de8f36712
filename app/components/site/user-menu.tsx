import { Crown, LogOut, UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { membershipView } from "#core/membership";
import { isLawyer, lawyerWorkbench } from "#core/roles";
import { UnreadCount, useCustomUnread } from "~/components/custom/use-custom-unread";
import { openLogin } from "~/lib/login-store";
import { useRootData } from "~/lib/root-data";
import { trpc } from "~/lib/trpc";

/** Logout (SPEC §2): the server revokes the session and clears cookies; the page reload closes the websocket and client state. */
async function logout(home: string) {
  await trpc.auth.logout.mutate(undefined, { context: { silent: true } }).catch(() => undefined);
  window.location.assign(home);
}

export function UserMenu({ layout = "main" }: { layout?: "main" | "personal" }) {
  const { user } = useRootData();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const unread = useCustomUnread();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  if (!user) {
    return (
      <button type="button" onClick={() => openLogin()} className="hover:text-brand-600">
        注册丨登录
      </button>
    );
  }

  const name = user.sysUser.realName || user.sysUser.nickname;
  const member = membershipView(user.sysMember, layout);
  const lawyer = isLawyer(user.roles);

  return (
    <div ref={root} className="relative">
      <button type="button" onClick={() => setOpen(!open)} aria-expanded={open} aria-haspopup="menu" className="flex items-center gap-1 hover:text-brand-600">
        {user.sysUser.avatar ? (
          <img src={user.sysUser.avatar} alt="" className="h-5 w-5 rounded-full object-cover" />
        ) : (
          <UserRound className="h-4 w-4" aria-hidden />
        )}
        <span data-testid="user-name">{name}</span>
        {member.isMember ? <Crown className="h-3.5 w-3.5 text-amber-500" aria-label="VIP 会员" /> : null}
        <UnreadCount count={unread} label="条定制与审核新消息" />
      </button>
      {open ? (
        <div role="menu" className="absolute right-0 top-full z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-xl">
          <p className="font-medium text-slate-900">{name}</p>
          <p className="mt-1 text-xs text-slate-500">{member.text}</p>
          {member.renewDays !== null ? (
            <Link to="/myMember" className="mt-2 block rounded bg-amber-50 px-2 py-1 text-xs text-amber-700">
              会员还剩 {member.renewDays} 天到期，立即续费
            </Link>
          ) : null}
          {member.showBuy ? (
            <Link
              to="/myMember"
              className="mt-2 block rounded-md bg-gradient-to-r from-amber-400 to-amber-500 px-3 py-2 text-center text-xs font-medium text-white"
            >
              开通 VIP 会员，海量范本免费下载
            </Link>
          ) : null}
          <div className="mt-3 grid gap-1 border-t border-slate-100 pt-3">
            <Link role="menuitem" to="/personalCenter/myInfo/myInfo" className="rounded px-2 py-1.5 hover:bg-slate-50">
              个人中心
            </Link>
            <Link role="menuitem" to="/custom" className="rounded px-2 py-1.5 hover:bg-slate-50">
              定制与审核
              <UnreadCount count={unread} label="条新消息" />
            </Link>
            {lawyer ? (
              <Link role="menuitem" to={lawyerWorkbench(user.roles)} className="rounded px-2 py-1.5 hover:bg-slate-50">
                律师工作台
              </Link>
            ) : null}
            <button
              role="menuitem"
              type="button"
              onClick={() => logout("/")}
              className="flex items-center gap-1 rounded px-2 py-1.5 text-left hover:bg-slate-50"
            >
              <LogOut className="h-4 w-4" aria-hidden />
              退出登录
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
