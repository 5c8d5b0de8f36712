import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { membershipView } from "#core/membership";
import { UnreadCount } from "~/components/custom/use-custom-unread";
import { trpc } from "~/lib/trpc";

/** Logout (SPEC §2): the server revokes the session and clears cookies; the page reload closes the websocket and client state. */
async function logout(home: string) {
  await trpc.auth.logout.mutate(undefined, { context: { silent: true } }).catch(() => undefined);
  window.location.assign(home);
}

const item = "block rounded px-2 py-1.5 outline-none hover:bg-slate-50 data-[highlighted]:bg-slate-50";

// The signed-in user's menu on Radix (arrow keys, typeahead, Escape, focus back to the button). Loaded on
// the first click and mounted open; from then on it is the header's button.
export default function UserMenuPanel({
  face,
  triggerClass,
  name,
  member,
  workbench,
  staff,
  unread,
}: {
  face: ReactNode;
  triggerClass: string;
  name: string;
  member: ReturnType<typeof membershipView>;
  workbench: string | null;
  /** Back-office staff: the menu leads to 运营后台, which opens on their area. */
  staff: boolean;
  unread: number;
}) {
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={triggerClass}>{face}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-64 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-xl"
        >
          <DropdownMenu.Label className="font-medium text-slate-900">{name}</DropdownMenu.Label>
          <p className="mt-1 text-xs text-slate-500">{member.text}</p>
          {member.renewDays !== null ? (
            <DropdownMenu.Item asChild>
              <Link
                to="/myMember"
                className="mt-2 block rounded bg-amber-50 px-2 py-1 text-xs text-amber-700 outline-none data-[highlighted]:ring-1 data-[highlighted]:ring-amber-300"
              >
                会员还剩 {member.renewDays} 天到期，立即续费
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {member.showBuy ? (
            <DropdownMenu.Item asChild>
              <Link
                to="/myMember"
                className="mt-2 block rounded-md bg-gradient-to-r from-amber-400 to-amber-500 px-3 py-2 text-center text-xs font-medium text-white outline-none data-[highlighted]:ring-2 data-[highlighted]:ring-amber-300"
              >
                开通 VIP 会员，海量范本免费下载
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="mt-3 border-t border-slate-100" />
          <div className="grid gap-1 pt-3">
            <DropdownMenu.Item asChild>
              <Link to="/personalCenter/myInfo/myInfo" className={item}>
                个人中心
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <Link to="/custom" className={item}>
                定制与审核
                <UnreadCount count={unread} label="条新消息" />
              </Link>
            </DropdownMenu.Item>
            {workbench ? (
              <DropdownMenu.Item asChild>
                <Link to={workbench} className={item}>
                  律师工作台
                </Link>
              </DropdownMenu.Item>
            ) : null}
            {staff ? (
              <DropdownMenu.Item asChild>
                <Link to="/console" className={item}>
                  运营后台
                </Link>
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item onSelect={() => void logout("/")} className={`${item} flex cursor-pointer items-center gap-1`}>
              <LogOut className="h-4 w-4" aria-hidden />
              退出登录
            </DropdownMenu.Item>
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
