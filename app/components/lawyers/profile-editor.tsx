import type { ReactNode } from "react";
import { type FetcherWithComponents, Link, useFetcher } from "react-router";
import { NO_PAID_SERVICES_REASON } from "#core/lawyers";
import { yuanText } from "#core/money";
import { FieldSet, fileControlClass, InputField, SelectField, TextareaField } from "~/components/ui/field";
import type { ActionResult } from "~/lib/action-result";
import type { Outputs } from "~/lib/api-types";
import { LawyerAvatar } from "./lawyer-avatar";
import { ProfilePart } from "./profile-part";

type OwnProfile = Outputs["lawyers"]["myProfile"];

// 我的资料 → 律师主页: what a certified lawyer shows the public. Title and tags are chosen from the
// enabled dictionary items; prices are typed in yuan, an empty price means the service is not offered.
const PRICES = [
  { name: "phonePrice", key: "phonePriceFen", label: "电话咨询（元/次）" },
  { name: "onlinePrice", key: "onlinePriceFen", label: "在线咨询（元/次）" },
  { name: "customPrice", key: "customPriceFen", label: "合同定制（元/份）" },
  { name: "reviewPrice", key: "reviewPriceFen", label: "合同审查（元/份）" },
] as const;

/** A form's button, idle while its request runs, and the outcome of the last one beside it. */
function SubmitWithNote({ fetcher, className, children }: { fetcher: FetcherWithComponents<ActionResult>; className: string; children: ReactNode }) {
  const result = fetcher.data;
  const text = result ? (result.message ?? (Object.keys(result.errors).length ? "请按提示修改后再保存" : null)) : null;
  return (
    <>
      <button type="submit" disabled={fetcher.state !== "idle"} className={className}>
        {children}
      </button>
      {result && text ? (
        <p role={result.ok ? "status" : "alert"} className={`text-sm ${result.ok ? "text-emerald-600" : "text-danger-500"}`}>
          {text}
        </p>
      ) : null}
    </>
  );
}

export function ProfileEditor({ profile, lawyerId }: { profile: OwnProfile; lawyerId: number }) {
  const titleKept = profile.titleOptions.includes(profile.title);
  const photo = useFetcher<ActionResult>();
  const form = useFetcher<ActionResult>();
  const errors = form.data?.errors ?? {};
  return (
    <ProfilePart
      id="lawyer-profile-title"
      title="律师主页"
      className="space-y-4"
      action={
        <Link to={`/authorInformation/${lawyerId}`} className="text-sm text-brand-600 hover:underline">
          查看我的主页
        </Link>
      }
    >
      <div className="flex flex-wrap items-center gap-4">
        <LawyerAvatar name={profile.name} photo={profile.photo} />
        <photo.Form method="post" encType="multipart/form-data" className="space-y-2">
          <input type="hidden" name="intent" value="lawyerPhoto" />
          <InputField
            name="photo"
            label="主页照片（JPG、PNG、WebP，不超过 2MB，建议正装半身照）"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            controlClassName={fileControlClass}
          />
          <SubmitWithNote fetcher={photo} className="rounded-md border border-brand-500 px-3 py-1.5 text-sm text-brand-600 hover:bg-brand-50">
            上传照片
          </SubmitWithNote>
        </photo.Form>
      </div>
      <form.Form method="post" className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="lawyerProfile" />
        <p className="text-sm text-slate-500 sm:col-span-2">
          {profile.name} · {profile.firm}（姓名与执业机构随律师认证变更）
        </p>
        <SelectField
          name="title"
          label="头衔"
          defaultValue={titleKept ? profile.title : ""}
          error={errors.title}
          hint={profile.title && !titleKept ? `原头衔“${profile.title}”已停用，请重新选择` : null}
        >
          <option value="">不设置</option>
          {profile.titleOptions.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <FieldSet name="tags" legend="标签（最多 6 个）" error={errors.tags}>
          <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
            {profile.tagOptions.map((t) => (
              <label key={t} className="flex items-center gap-1">
                <input type="checkbox" name="tags" value={t} defaultChecked={profile.tags.includes(t)} />
                {t}
              </label>
            ))}
          </div>
        </FieldSet>
        <TextareaField name="intro" label="个人简介" defaultValue={profile.intro} rows={5} maxLength={1000} error={errors.intro} className="sm:col-span-2" />
        {!profile.sellsPaidServices ? (
          <p className="text-sm text-slate-500 sm:col-span-2">{NO_PAID_SERVICES_REASON}，主页不设服务价格。</p>
        ) : (
          <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-4">
            <legend className="mb-1 text-sm text-slate-600">服务价格（不填表示不提供该服务）</legend>
            {PRICES.map((p) => (
              <InputField
                key={p.name}
                name={p.name}
                label={p.label}
                inputMode="decimal"
                defaultValue={profile[p.key] === null ? "" : yuanText(profile[p.key] ?? 0).replace(/\.00$/, "")}
                error={errors[p.name]}
              />
            ))}
          </fieldset>
        )}
        <div className="flex items-center gap-3 sm:col-span-2">
          <SubmitWithNote fetcher={form} className="rounded-md bg-brand-600 px-5 py-2 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
            保存主页
          </SubmitWithNote>
        </div>
      </form.Form>
    </ProfilePart>
  );
}
