import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { squareImage } from "#core/image-variants";
import { AVATAR_MAX_BYTES } from "#core/profile";
import { NameCardList } from "~/components/lawyers/name-card-list";
import { ProfileEditor } from "~/components/lawyers/profile-editor";
import { fileControlClass, InputField } from "~/components/ui/field";
import { type ActionResult, actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/my-info";

export const meta: Route.MetaFunction = () => [{ title: "我的资料 - 契合" }];

export async function loader({ context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const caller = api(context);
  const info = await caller.auth.info();
  // Certified lawyers also edit their public profile and name cards here; others are refused (FORBIDDEN).
  const lawyer = await orNotFound(
    caller.lawyers.myProfile().then(async (profile) => {
      await caller.nameCards.default();
      return { profile, cards: await caller.nameCards.mine() };
    }),
    ["FORBIDDEN"],
  );
  return { ...info, lawyer };
}

function cardFields(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    label: text("label"),
    name: text("name"),
    position: text("position"),
    firm: text("firm"),
    phone: text("phone"),
    email: text("email"),
    address: text("address"),
    intro: text("intro"),
    showCases: form.get("showCases") === "1",
    showPhone: form.get("showPhone") === "1",
    showEmail: form.get("showEmail") === "1",
  };
}

/** 律师主页 and 电子名片 intents; null for the intents of the plain profile. */
async function lawyerAction(intent: string, form: FormData, caller: ReturnType<typeof api>) {
  const [verb = "", idText = ""] = intent.split(":");
  const id = Number(idText);
  switch (verb) {
    case "lawyerPhoto":
      await caller.lawyers.uploadPhoto({ file: form.get("photo") as File });
      return "照片已更新";
    case "lawyerProfile":
      await caller.lawyers.updateProfile({
        title: String(form.get("title") ?? ""),
        intro: String(form.get("intro") ?? ""),
        // Checked boxes, one value each; the schema reads a separated list.
        tags: form.getAll("tags").map(String).join("，"),
        phonePrice: String(form.get("phonePrice") ?? ""),
        onlinePrice: String(form.get("onlinePrice") ?? ""),
        customPrice: String(form.get("customPrice") ?? ""),
        reviewPrice: String(form.get("reviewPrice") ?? ""),
      });
      return "主页已保存";
    case "cardCreate":
      await caller.nameCards.create(cardFields(form));
      return "名片已创建";
    case "cardUpdate":
      await caller.nameCards.update({ ...cardFields(form), id });
      return "名片已保存";
    case "cardDefault":
      await caller.nameCards.setDefault({ id });
      return "已设为默认名片";
    case "cardDelete":
      await caller.nameCards.remove({ id });
      return "名片已删除";
    case "cardSync":
      await caller.nameCards.sync({ id });
      return "已同步到名片系统";
    default:
      return null;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  const caller = api(context);
  try {
    const done = await lawyerAction(intent, form, caller);
    if (done) return actionOk(intent, done);
    if (intent === "avatar") {
      await caller.users.uploadAvatar({ file: form.get("avatar") as File });
      return actionOk(intent, "头像已更新");
    }
    await caller.users.updateProfile({ nickname: String(form.get("nickname") ?? ""), realName: String(form.get("realName") ?? "") });
    return actionOk("profile", "资料已保存");
  } catch (error) {
    return actionFail(intent, error);
  }
}

const ACCEPT = "image/jpeg,image/png,image/webp";

export default function MyInfo({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { footer } = useRootData();
  const [clientError, setClientError] = useState<string | null>(null);
  if (!loaderData) return null;
  const { sysUser, lawyer } = loaderData;
  const result = actionData as ActionResult | undefined;
  const profileErrors = result?.intent === "profile" ? result.errors : {};
  const note = (intent: string) =>
    result?.intent === intent ? (
      <p role={result.ok ? "status" : "alert"} className={`text-sm ${result.ok ? "text-emerald-600" : "text-danger-500"}`}>
        {result.message ?? Object.values(result.errors)[0]}
      </p>
    ) : null;

  return (
    <div className="space-y-8">
      <h1 className="text-lg font-semibold text-slate-900">我的资料</h1>
      <section aria-labelledby="avatar-title" className="flex flex-wrap items-center gap-4">
        <h2 id="avatar-title" className="sr-only">
          头像
        </h2>
        {sysUser.avatar ? (
          <img {...squareImage(sysUser.avatar, 80)} alt="当前头像" className="h-20 w-20 rounded-full border border-slate-200 object-cover" />
        ) : (
          <span className="grid h-20 w-20 place-items-center rounded-full bg-brand-50 text-2xl text-brand-600">{sysUser.nickname.slice(0, 1)}</span>
        )}
        <Form
          method="post"
          encType="multipart/form-data"
          className="space-y-2"
          onSubmit={(e) => {
            const file = (e.currentTarget.elements.namedItem("avatar") as HTMLInputElement).files?.[0];
            const problem = !file
              ? "请选择要上传的头像"
              : !ACCEPT.split(",").includes(file.type)
                ? "头像须为 JPG、PNG 或 WebP 图片"
                : file.size > AVATAR_MAX_BYTES
                  ? "头像不能超过 2MB"
                  : null;
            setClientError(problem);
            if (problem) e.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="avatar" />
          <InputField
            name="avatar"
            label="更换头像（JPG、PNG、WebP，不超过 2MB）"
            type="file"
            accept={ACCEPT}
            error={clientError ?? undefined}
            controlClassName={fileControlClass}
          />
          <button type="submit" disabled={busy} className="rounded-md border border-brand-500 px-3 py-1.5 text-sm text-brand-600 hover:bg-brand-50">
            上传头像
          </button>
          {clientError ? null : note("avatar")}
        </Form>
      </section>

      <Form method="post" className="max-w-md space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <div>
          <span className="mb-1 block text-sm text-slate-600">绑定手机</span>
          <p className="text-sm text-slate-900">{sysUser.phone}</p>
        </div>
        <InputField name="nickname" label="昵称" defaultValue={sysUser.nickname} maxLength={20} error={profileErrors.nickname} />
        <InputField
          name="realName"
          label="真实姓名（选填，律师认证时须与身份证一致）"
          defaultValue={sysUser.realName ?? ""}
          maxLength={20}
          error={profileErrors.realName}
        />
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-5 py-2 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
          保存资料
        </button>
        {result?.intent === "profile" && result.message ? note("profile") : null}
      </Form>
      {lawyer ? (
        <>
          <ProfileEditor profile={lawyer.profile} lawyerId={sysUser.userId} />
          <NameCardList cards={lawyer.cards} shareBase={footer.nameCardUrl} />
        </>
      ) : null}
    </div>
  );
}
