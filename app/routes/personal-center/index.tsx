import { redirect } from "react-router";

/** /personalCenter opens its first child, 我的资料 (SPEC §2). */
export function loader() {
  return redirect("/personalCenter/myInfo/myInfo");
}
