import { Crown, UserRound } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { squareImage } from "#core/image-variants";
import { membershipView } from "#core/membership";
import { isLawyer, isStaff, lawyerWorkbench } from "#core/roles";
import { UnreadCount, useCustomUnread } from "~/components/custom/use-custom-unread";
import { openLogin } from "~/lib/login-store";
import { useRootData } from "~/lib/root-data";

// The menu itself (Radix) loads on the first click, so the header of every page stays small.
const UserMenuPanel = lazy(() => import("./user-menu-panel"));

const TRIGGER = "flex items-center gap-1 hover:text-brand-600";

export function UserMenu({ layout = "main" }: { layout?: "main" | "personal" }) {
  const { user } = useRootData();
  const [wanted, setWanted] = useState(false);
  const unread = useCustomUnread();

  if (!user) {
    return (
      <button type="button" onClick={() => openLogin()} className="hover:text-brand-600">
        注册丨登录
      </button>
    );
  }

  const name = user.sysUser.realName || user.sysUser.nickname;
  const member = membershipView(user.sysMember, layout);
  const face = (
    <>
      {user.sysUser.avatar ? (
        <img {...squareImage(user.sysUser.avatar, 20)} alt="" className="h-5 w-5 rounded-full object-cover" />
      ) : (
        <UserRound className="h-4 w-4" aria-hidden />
      )}
      <span data-testid="user-name">{name}</span>
      {member.isMember ? <Crown className="h-3.5 w-3.5 text-amber-500" aria-label="VIP 会员" /> : null}
      <UnreadCount count={unread} label="条定制与审核新消息" />
    </>
  );
  const plain = (
    <button type="button" onClick={() => setWanted(true)} aria-haspopup="menu" aria-expanded={false} className={TRIGGER}>
      {face}
    </button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <UserMenuPanel
        face={face}
        triggerClass={TRIGGER}
        name={name}
        member={member}
        workbench={isLawyer(user.roles) ? lawyerWorkbench(user.roles) : null}
        staff={isStaff(user.roles)}
        unread={unread}
      />
    </Suspense>
  );
}
