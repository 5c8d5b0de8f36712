import { useState } from "react";
import { Form } from "react-router";
import {
  CERT_MAX_FIELDS,
  CERT_PHOTO_ACCEPT,
  CERT_ROLES,
  certificationErrors,
  type CertificationForm as FormValues,
  PRACTICE_SINCE_MIN,
  photoSizeError,
} from "#core/certification";
import { yearOf } from "#core/dates";
import type { CityGroup, CityOption } from "#core/regions";
import { FieldSet, FormError, fileControlClass, InputField, SelectField, SubmitButton } from "~/components/ui/field";
import type { Outputs } from "~/lib/api-types";
import type { FieldErrors } from "~/lib/form-schema";

type ApplicationView = NonNullable<Outputs["certification"]["mine"]["application"]>;
type FieldGroup = Outputs["certification"]["fields"][number];

// The certification form: 实名认证 (name, ID number) and 律师执业认证 (firm, licence, city, year,
// fields, roles, two photos). Checked in the browser with the rules of core/certification.ts before it
// posts; a returned application (撤回 / 驳回) prefills it, and its ID number and photos may be kept.
type Props = {
  previous: ApplicationView | null;
  fieldGroups: FieldGroup[];
  cities: { hot: CityOption[]; groups: CityGroup[] };
  defaultCity: string;
  serverErrors: FieldErrors;
  serverMessage: string | null;
  busy: boolean;
};

const PHOTOS = [
  ["licensePhoto", "律师执业证照片", "执业证照片页（含姓名、执业证号、执业机构）"],
  ["idPhoto", "身份证照片", "身份证人像面"],
] as const;

/** The form's fields but the photos, as the page checks them and the action sends them. */
export function certificationValues(data: FormData): FormValues {
  const text = (k: string) => String(data.get(k) ?? "");
  return {
    realName: text("realName"),
    idNumber: text("idNumber"),
    firm: text("firm"),
    licenseNo: text("licenseNo"),
    cityCode: text("cityCode"),
    practiceSince: text("practiceSince"),
    fields: data.getAll("fields").map(String),
    roles: data.getAll("roles").map(String),
  };
}

export function CertificationForm({ previous, fieldGroups, cities, defaultCity, serverErrors, serverMessage, busy }: Props) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? serverErrors;
  const thisYear = yearOf(Date.now());
  const years = Array.from({ length: thisYear - PRACTICE_SINCE_MIN + 1 }, (_, i) => thisYear - i);
  const chosenFields = new Set(previous?.fields ?? []);
  const chosenRoles = new Set<string>(previous?.roles ?? []);

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="space-y-8"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const found = certificationErrors(certificationValues(new FormData(form)), { idNumberOptional: Boolean(previous) });
        for (const [name, label] of PHOTOS) {
          const file = (form.elements.namedItem(name) as HTMLInputElement | null)?.files?.[0];
          const problem = file
            ? !CERT_PHOTO_ACCEPT.split(",").includes(file.type)
              ? `${label}须为 JPG、PNG 或 WebP 图片`
              : photoSizeError(label, file.size)
            : previous
              ? null
              : `请上传${label}`;
          if (problem) found[name] = problem;
        }
        setClientErrors(found);
        if (Object.keys(found).length) event.preventDefault();
        else setClientErrors(null);
      }}
    >
      <input type="hidden" name="intent" value="submit" />
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">实名认证</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField name="realName" label="真实姓名" error={errors.realName} autoComplete="name" maxLength={20} defaultValue={previous?.realName} />
          <InputField
            name="idNumber"
            label="身份证号"
            error={errors.idNumber}
            maxLength={18}
            autoComplete="off"
            placeholder={previous ? `已填写 ${previous.idNumberMasked}，无变化可不填` : "18 位居民身份证号"}
          />
        </div>
        <p className="text-xs leading-5 text-slate-500">身份证号仅用于核验身份，平台只保存脱敏后的号码，不会对外展示。</p>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">律师执业认证</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            name="firm"
            label="执业机构"
            error={errors.firm}
            maxLength={50}
            placeholder="与执业证一致，如：北京某某律师事务所"
            defaultValue={previous?.firm}
          />
          <InputField
            name="licenseNo"
            label="执业证号"
            error={errors.licenseNo}
            inputMode="numeric"
            maxLength={17}
            placeholder="17 位数字"
            defaultValue={previous?.licenseNo}
          />
          <SelectField name="cityCode" label="执业城市" error={errors.cityCode} defaultValue={previous?.cityCode ?? defaultCity}>
            <option value="">请选择城市</option>
            <optgroup label="热门城市">
              {cities.hot
                .filter((c) => c.code !== "0")
                .map((c) => (
                  <option key={`hot-${c.code}`} value={c.code}>
                    {c.name}
                  </option>
                ))}
            </optgroup>
            {cities.groups.map((g) => (
              <optgroup key={g.letter} label={g.letter}>
                {g.cities.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <SelectField name="practiceSince" label="开始执业年份" error={errors.practiceSince} defaultValue={previous ? String(previous.practiceSince) : ""}>
            <option value="">请选择年份</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y} 年
              </option>
            ))}
          </SelectField>
        </div>

        <FieldSet name="fields" legend={`专业领域（最多 ${CERT_MAX_FIELDS} 个）`} error={errors.fields}>
          {fieldGroups.length === 0 ? <p className="text-sm text-slate-500">专业领域数据加载失败，请刷新页面重试</p> : null}
          <div className="space-y-2">
            {fieldGroups.map((g) => (
              <div key={g.name || "top"} className="flex flex-col gap-1 sm:flex-row sm:gap-3">
                {g.name ? <span className="shrink-0 text-xs leading-7 text-slate-500 sm:w-20">{g.name}</span> : null}
                <div className="flex flex-wrap gap-2">
                  {g.fields.map((f) => (
                    <label
                      key={f.id}
                      className="flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700"
                    >
                      <input type="checkbox" name="fields" value={f.id} defaultChecked={chosenFields.has(f.id)} className="accent-brand-600" />
                      {f.name}
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </FieldSet>

        <FieldSet name="roles" legend="申请开通的律师身份（至少一项）" error={errors.roles}>
          <div className="flex flex-wrap gap-4">
            {Object.entries(CERT_ROLES).map(([role, name]) => (
              <label key={role} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" name="roles" value={role} defaultChecked={chosenRoles.has(role)} className="accent-brand-600" />
                {name}
              </label>
            ))}
          </div>
        </FieldSet>

        <div className="grid gap-4 sm:grid-cols-2">
          {PHOTOS.map(([name, label, hint]) => (
            <InputField
              key={name}
              name={name}
              label={label}
              error={errors[name]}
              hint={`${hint}；JPG、PNG 或 WebP，不超过 5MB${previous ? "。已上传过，无变化可不重新上传" : ""}`}
              type="file"
              accept={CERT_PHOTO_ACCEPT}
              controlClassName={fileControlClass}
            />
          ))}
        </div>
      </fieldset>

      <FormError message={clientErrors ? null : serverMessage} />
      <SubmitButton busy={busy} className="w-full px-8 sm:w-auto">
        提交认证
      </SubmitButton>
    </Form>
  );
}
