import { PERSONAL_CENTER_MENU } from "#core/navigation";
import { CenterShell } from "~/components/site/center-shell";

export default function PersonalCenterLayout() {
  return <CenterShell title="个人中心" menu={PERSONAL_CENTER_MENU} />;
}
