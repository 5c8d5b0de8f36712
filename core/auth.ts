import { z } from "zod";
import { COMMON_PASSWORDS_TEXT } from "./common-passwords";
import { MSG } from "./messages";
import { isPhone, MAINLAND_MOBILE } from "./phone";
import { isSafeRedirect } from "./redirect";

export { MSG };

// Login and account forms: one schema validates the dialog in the browser and the procedure input.
// Messages are the exact wording of DESIGN §8.

/** The server's answer when too many wrong passwords require the slider captcha first. */
export const CAPTCHA_REQUIRED_MESSAGE = "密码错误次数较多，请先完成安全验证";

export const SMS_CODE_LENGTH = 6;
export const SMS_RESEND_SECONDS = 60;
export const PASSWORD_MIN = 8;
/** ASVS 6.2: at least 64 characters must be allowed; passphrases are welcome. */
export const PASSWORD_MAX = 128;
export const COMMON_PASSWORD_MESSAGE = "该密码过于常见，容易被猜中，请换一个";

const commonPasswords = new Set(COMMON_PASSWORDS_TEXT.split("\n"));
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

export const phoneField = z.string({ error: MSG.phoneMissing }).trim().min(1, MSG.phoneMissing).refine(isPhone, MSG.phoneFormat);
export const codeField = z
  .string({ error: MSG.codeMissing })
  .trim()
  .min(1, MSG.codeMissing)
  .regex(/^\d{6}$/, "验证码为 6 位数字");
const passwordPresent = z
  .string({ error: MSG.passwordMissing })
  .min(1, MSG.passwordMissing)
  .max(PASSWORD_MAX * 2, "密码过长");
/**
 * A new password (ASVS 6.2): 8-128 characters of any kind, no forced mix of letters and digits,
 * and not one of the commonly used passwords. Counted in code points, so Chinese and emoji count once.
 */
export const newPasswordField = z
  .string({ error: MSG.passwordMissing })
  .min(1, MSG.passwordMissing)
  .max(PASSWORD_MAX * 2, `密码不能超过 ${PASSWORD_MAX} 位`)
  .refine((p) => [...p].length >= PASSWORD_MIN, `密码至少 ${PASSWORD_MIN} 位`)
  .refine((p) => [...p].length <= PASSWORD_MAX, `密码不能超过 ${PASSWORD_MAX} 位`)
  .refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE);

/**
 * "verify" codes go only to the signed-in user's own phone and re-authenticate sensitive changes;
 * "realname" and "withdraw" likewise confirm a real-name verification and a withdrawal.
 */
export const smsPurpose = z.enum(["login", "register", "reset", "bind", "verify", "realname", "withdraw"]);
export type SmsPurpose = z.infer<typeof smsPurpose>;
/** What anyone may ask a code for, to any phone. */
const publicSmsPurpose = z.enum(["login", "register", "reset", "bind"]);

/** Codes go to mainland mobiles only: our domestic SMS signature cannot reach Taiwan numbers (ADR 0006). */
export const SMS_UNSUPPORTED = "暂不支持向该号码发送短信验证码，请使用中国大陆手机号";

export const sendCodeSchema = z.object({
  phone: z
    .string({ error: MSG.phoneMissingForCode })
    .trim()
    .min(1, MSG.phoneMissingForCode)
    .refine(isPhone, MSG.phoneFormat)
    .refine((p) => MAINLAND_MOBILE.test(p), SMS_UNSUPPORTED),
  purpose: publicSmsPurpose,
  captchaVerification: z.string().max(512).optional(),
});

export const smsLoginSchema = z.object({ phone: phoneField, code: codeField });
export const passwordLoginSchema = z.object({ phone: phoneField, password: passwordPresent, captchaVerification: z.string().max(512).optional() });
export const resetPasswordSchema = z
  .object({ phone: phoneField, code: codeField, password: newPasswordField, confirm: z.string().min(1, "请再次输入密码!") })
  .refine((v) => v.password === v.confirm, { message: MSG.passwordsDiffer, path: ["confirm"] });

export type SmsLoginInput = z.infer<typeof smsLoginSchema>;
export type PasswordLoginInput = z.infer<typeof passwordLoginSchema>;

/**
 * WeChat login states of SPEC §2: the page that WeChat returns to finishes the login (or the binding).
 * They are the prefix of the real state, `WX-LOGIN.<nonce>`, whose nonce only the asking browser holds.
 */
export const WECHAT_STATES = ["WX-LOGIN", "WX-BIND"] as const;
export type WechatPurpose = (typeof WECHAT_STATES)[number];
export const WECHAT_STATE_INVALID = "微信授权已失效，请重新扫码";
export const wechatQrInput = z.object({
  state: z.enum(WECHAT_STATES),
  redirect: z.string().max(500).refine(isSafeRedirect, "跳转地址无效"),
});
export const wechatCodeInput = z.object({
  code: z.string().trim().min(1, "微信授权码缺失，请重新扫码").max(2048, "微信授权码无效"),
  state: z.string({ error: WECHAT_STATE_INVALID }).max(100, WECHAT_STATE_INVALID),
});
export const wechatBindInput = z.object({ ticket: z.string().min(1, "微信授权已过期，请重新扫码").max(4096), phone: phoneField, code: codeField });

export const changePhoneSchema = z.object({
  oldCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "请输入原手机收到的 6 位验证码"),
  newPhone: phoneField,
  newCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "请输入新手机收到的 6 位验证码"),
});
export const ownCodeSchema = z.object({ captchaVerification: z.string().max(512).optional() });

/**
 * Re-authentication for sensitive changes (first password, WeChat binding and unbinding, phone): a
 * fresh code sent to the own phone, or the current password. A stolen session alone is not enough.
 */
export const reauthShape = {
  currentPassword: z
    .string()
    .max(PASSWORD_MAX * 2, "密码过长")
    .optional(),
  verifyCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "请输入手机收到的 6 位验证码")
    .optional(),
};
export const reauthSchema = z.object(reauthShape);
export type ReauthInput = z.infer<typeof reauthSchema>;
export const wechatBindConfirmInput = wechatCodeInput.extend(reauthShape);

/** 系统安全 登录设备 paging; out-of-range values fall back rather than fail. */
export const SESSIONS_PAGE_SIZE = 10;
export const sessionsPageInput = z
  .object({
    page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
    size: z.coerce.number().int().min(1).max(50).catch(SESSIONS_PAGE_SIZE).default(SESSIONS_PAGE_SIZE),
  })
  .default({ page: 1, size: SESSIONS_PAGE_SIZE });
