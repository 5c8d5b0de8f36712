import { LAWYER_CENTER_MENU } from "#core/navigation";
import { CenterShell } from "~/components/site/center-shell";

export default function LawyerCenterLayout() {
  return <CenterShell title="律师工作台" menu={LAWYER_CENTER_MENU} />;
}
