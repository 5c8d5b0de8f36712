import { z } from "zod";
import { newPasswordField, PASSWORD_MAX, reauthShape } from "./auth";
import { DISPLAY_TEXT_MESSAGE, isDisplaySafe } from "./display-text";

// 我的资料 and 系统安全 forms: one schema for the page and the procedure.
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const profileSchema = z.object({
  nickname: z.string().trim().min(2, "昵称至少 2 个字").max(20, "昵称不能超过 20 个字").refine(isDisplaySafe, `昵称${DISPLAY_TEXT_MESSAGE}`),
  realName: z
    .string()
    .trim()
    .max(20, "真实姓名不能超过 20 个字")
    .refine(isDisplaySafe, `真实姓名${DISPLAY_TEXT_MESSAGE}`)
    .refine((v) => v === "" || /^[\p{Script=Han}·]{2,20}$/u.test(v), "真实姓名须为 2-20 个汉字")
    .transform((v) => v || null),
});

export const changePasswordSchema = z
  .object({
    oldPassword: z
      .string()
      .max(PASSWORD_MAX * 2, "密码过长")
      .optional(),
    /** Setting a first password re-authenticates with a code sent to the own phone. */
    verifyCode: reauthShape.verifyCode,
    password: newPasswordField,
    confirm: z.string().min(1, "请再次输入密码!"),
  })
  .refine((v) => v.password === v.confirm, { message: "两次输入的密码不一致", path: ["confirm"] });
