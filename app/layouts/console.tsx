import { data, Link, Outlet } from "react-router";
import { isAdmin } from "#core/roles";
import { Logo } from "~/components/logo";
import type { Route } from "./+types/console";

// The back office exists only for ROLE_ADMIN: everyone else gets the ordinary 404.
export function loader({ context }: Route.LoaderArgs) {
  if (!isAdmin(context.session.user?.roles ?? [])) throw data(null, { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "运营后台 - 契合" }, { name: "robots", content: "noindex" }];

export default function ConsoleLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="flex h-14 items-center gap-4 px-4">
          <Logo />
          <span className="rounded bg-slate-800 px-2 py-0.5 text-xs text-white">运营后台</span>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav aria-label="后台导航" className="border-b border-slate-200 bg-white md:w-48 md:border-r md:border-b-0">
          <ul className="flex gap-1 p-2 md:flex-col">
            <li>
              <Link to="/console" className="block rounded px-3 py-2 text-sm text-slate-700 hover:bg-slate-100">
                概览与入驻申请
              </Link>
            </li>
            <li>
              <Link to="/console/orders" className="block rounded px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100">
                订单与退款
              </Link>
            </li>
            <li>
              <Link to="/console/activation-codes" className="block rounded px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100">
                会员激活码
              </Link>
            </li>
            <li>
              <Link to="/console/advice" className="block rounded px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100">
                咨询订单
              </Link>
            </li>
            <li>
              <Link to="/console/custom" className="block rounded px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100">
                定制订单
              </Link>
            </li>
            <li>
              <Link to="/console/certifications" className="block rounded px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100">
                律师认证审核
              </Link>
            </li>
            <li>
              <Link to="/console/real-names" className="block rounded px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100">
                实名认证审核
              </Link>
            </li>
            <li>
              <Link to="/console/withdrawals" className="block rounded px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100">
                提现与活动奖励
              </Link>
            </li>
            <li>
              <Link to="/console/invoices" className="block rounded px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100">
                发票管理
              </Link>
            </li>
            <li>
              <Link to="/console/reviews" className="block rounded px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100">
                内容审核
              </Link>
            </li>
            <li>
              <Link to="/console/ads" className="block rounded px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100">
                广告审核
              </Link>
            </li>
          </ul>
        </nav>
        <main className="min-w-0 flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
