// User-facing wording of DESIGN §8, free of any dependency so every bundle may import it.
export const MSG = {
  phoneMissing: "请输入手机号!",
  phoneMissingForCode: "请输入手机号",
  phoneFormat: "手机号格式不正确",
  codeMissing: "请输入验证码!",
  passwordMissing: "请输入密码!",
  passwordsDiffer: "两次输入的密码不一致",
  sessionExpired: "登录已过期，请重新登录",
} as const;
