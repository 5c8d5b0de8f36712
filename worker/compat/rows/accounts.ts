import { type CompatRoute, type SaveInput, str } from "../fields";

// REST rows (SPEC §7): Accounts, templates and publishing.
// Order matters within a group: fixed paths before :id patterns.

/** The SMS code paths and the purpose each sends a code for. */
const SMS_PURPOSES = [
  ["login", "login"],
  ["register", "register"],
  ["bind", "bind"],
  ["reset_password", "reset"],
] as const;

export const accountsRows: CompatRoute[] = [
  { method: "GET", path: "/admin/user/info", input: "none", call: (c) => c.auth.info() },
  // What anyone may see of a user (nickname, avatar, lawyer or not).
  { method: "GET", path: "/admin/user/public/:id", input: "none", call: (c, _i, p) => c.users.public({ id: p.id }) },
  // WeChat binding of 系统安全 for API clients: the code of the scan and the same re-authentication as the page.
  {
    method: "POST",
    path: "/admin/social/bind",
    input: "json",
    call: (c, i) =>
      c.auth.bindWechat({ code: String(i.code ?? ""), state: String(i.state ?? ""), currentPassword: str(i.currentPassword), verifyCode: str(i.verifyCode) }),
  },
  {
    method: "POST",
    path: "/admin/social/unbind",
    input: "form",
    call: (c, i) => c.auth.unbindWechat({ currentPassword: str(i.currentPassword), verifyCode: str(i.verifyCode) }),
  },
  // Logout of API clients (the pig-style path of the token endpoint's family): revokes the bearer's session.
  { method: "DELETE", path: "/api/auth/token/logout", input: "none", call: (c) => c.auth.logout() },
  // SMS codes, reset ones too, sit behind the captcha (issue 12): SPEC's payload plus captchaVerification.
  ...SMS_PURPOSES.map(
    ([path, purpose]): CompatRoute => ({
      method: "POST",
      path: `/admin/sms/${path}`,
      input: "json",
      call: (c, i) => c.auth.sendCode({ phone: String(i.phone ?? ""), purpose, captchaVerification: str(i.captchaVerification) }),
    }),
  ),
  { method: "POST", path: "/admin/user/modify_avatar", input: "form", call: (c, i) => c.users.uploadAvatar({ file: i.file as File }) },
  {
    method: "PUT",
    path: "/admin/user/basic",
    input: "json",
    call: (c, i) => c.users.updateProfile({ nickname: String(i.nickname ?? ""), realName: String(i.realName ?? "") }),
  },
  {
    method: "PUT",
    path: "/admin/user/modify_pwd",
    input: "json",
    call: (c, i) =>
      c.auth.changePassword({
        oldPassword: str(i.oldPassword),
        verifyCode: str(i.verifyCode ?? i.code),
        password: String(i.password ?? ""),
        confirm: String(i.confirm ?? i.password ?? ""),
      }),
  },
  {
    method: "PUT",
    path: "/admin/user/reset_pwd",
    input: "json",
    call: (c, i) =>
      c.auth.resetPassword({ phone: String(i.phone ?? ""), code: String(i.code ?? ""), password: String(i.password ?? ""), confirm: String(i.password ?? "") }),
  },
  { method: "GET", path: "/admin/template/page", input: "query", call: (c, i) => c.templates.list(i) },
  { method: "GET", path: "/admin/template/category/tree", input: "none", call: (c) => c.templates.categories() },
  { method: "GET", path: "/admin/template/category/list", input: "none", call: (c) => c.templates.categoryList() },
  { method: "GET", path: "/admin/template/can_access/:id", input: "none", call: (c, _i, p) => c.templates.canAccess({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/template/full_content/:id", input: "none", call: (c, _i, p) => c.templates.fullContent({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/template/rank", input: "none", call: (c) => c.templates.rank() },
  { method: "GET", path: "/admin/template/new_total", input: "none", call: (c) => c.templates.newCount() },
  { method: "GET", path: "/admin/template/preview_pdf_url/:id", input: "none", call: (c, _i, p) => c.templates.previewPdf({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/template/preview/:id", input: "none", call: (c, _i, p) => c.templates.detail({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/template/recently_purchased", input: "none", call: (c) => c.templates.recentlyPurchased() },
  { method: "GET", path: "/admin/template/mine/purchased", input: "query", call: (c, i) => c.templates.purchased(i) },
  { method: "GET", path: "/admin/template/mine/browse_history", input: "query", call: (c, i) => c.history.list(i) },
  {
    method: "POST",
    path: "/admin/template/mine/browse_history",
    input: "json",
    call: (c, i) => c.history.add({ kind: String(i.kind ?? "template") as "template", targetId: i.targetId ?? i.id }),
  },
  {
    method: "DELETE",
    path: "/admin/template/mine/browse_history",
    input: "json",
    call: (c, i) => c.history.remove({ ids: i.ids === "all" ? "all" : (Array.isArray(i.ids) ? i.ids : []).map(Number) }),
  },
  { method: "POST", path: "/admin/template/download/:id", input: "none", call: (c, _i, p) => c.templates.download({ id: Number(p.id) }) },
  {
    method: "POST",
    path: "/admin/template/send_email",
    input: "json",
    call: (c, i) => c.templates.sendEmail({ id: Number(i.id), email: String(i.email ?? "") }),
  },
  // Template publishing (user provide = the signed-in author's uploads; list_by_author is public).
  { method: "POST", path: "/admin/template/user_upload", input: "form", call: (c, i) => c.publishing.upload({ file: i.file as File, id: i.id }) },
  { method: "GET", path: "/admin/template/user_provide/page", input: "query", call: (c, i) => c.publishing.mine(i) },
  { method: "GET", path: "/admin/template/user_provide/status_count", input: "none", call: (c) => c.publishing.statusCount() },
  { method: "GET", path: "/admin/template/user_provide/detail/:id", input: "none", call: (c, _i, p) => c.publishing.detail({ id: Number(p.id) }) },
  { method: "PUT", path: "/admin/template/user_provide/template", input: "json", call: (c, i) => c.publishing.save({ ...(i as SaveInput), submit: false }) },
  { method: "PUT", path: "/admin/template/user_provide/update", input: "json", call: (c, i) => c.publishing.save({ ...(i as SaveInput), submit: true }) },
  {
    method: "PUT",
    path: "/admin/template/user_provide/suit_template",
    input: "json",
    call: (c, i) => c.publishing.suitHints({ id: Number(i.id), suitHints: Array.isArray(i.suitHints) ? i.suitHints.map(String) : [] }),
  },
  { method: "POST", path: "/admin/template/user_provide/withdraw/:id", input: "none", call: (c, _i, p) => c.publishing.withdraw({ id: Number(p.id) }) },
  { method: "DELETE", path: "/admin/template/user_provide/:id{[0-9]+}", input: "none", call: (c, _i, p) => c.publishing.remove({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/template/list_by_author/:id", input: "query", call: (c, i, p) => c.publishing.byAuthor({ ...i, id: Number(p.id) }) },
];
