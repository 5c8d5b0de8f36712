import { type InputHTMLAttributes, useState } from "react";
import { addressDetail, pickedRegion, regionText, withDetail, withRegion } from "#core/fill-in/address";
import { type BlankType, type Field, groupOf } from "#core/fill-in/blanks";
import { amountFen, isOff, type Values, valueError } from "#core/fill-in/fill";
import { rmbInWords } from "#core/money-words";
import { RegionCascader } from "~/components/region-cascader/region-cascader";
import { FieldSet, InputField } from "~/components/ui/field";

// The form of 在线填写: one field per question, in groups — each party's details, then each clause
// with blanks, then the signing details — with the control and keyboard each blank's type asks for.
// A choice is a radio group; the blanks of an option the user did not choose are not shown.

type Group = { title: string; fields: Field[] };

/** Groups in the order of the text: a party's block, a clause, or the signing details after the text. */
export function groupsOf(fields: readonly Field[]): Group[] {
  const groups = new Map<string, Group>();
  for (const f of fields) {
    const title = groupOf(f);
    const group = groups.get(title) ?? { title, fields: [] };
    group.fields.push(f);
    groups.set(title, group);
  }
  return [...groups.values()];
}

const CONTROL: Partial<Record<BlankType, InputHTMLAttributes<HTMLInputElement>>> = {
  date: { type: "date" },
  phone: { type: "tel", inputMode: "tel", autoComplete: "tel" },
  email: { type: "email", inputMode: "email" },
  amount: { inputMode: "decimal", placeholder: "如 12300 或 12300.50" },
  amountWords: { inputMode: "decimal", placeholder: "如 12300 或 12300.50" },
  percent: { inputMode: "decimal" },
  number: { inputMode: "decimal" },
  days: { inputMode: "numeric" },
  months: { inputMode: "numeric" },
  years: { inputMode: "numeric" },
  uscc: { autoCapitalize: "characters", maxLength: 18 },
  idNumber: { autoCapitalize: "characters", maxLength: 18 },
  usccOrId: { autoCapitalize: "characters", maxLength: 18 },
};

const UNIT: Partial<Record<BlankType, string>> = { percent: "%", days: "日", months: "个月", years: "年", amount: "元", amountWords: "元" };

/** One of the alternatives the template offers, as radios: what the contract ticks or keeps. */
function ChoiceField({ field, value, error, onChange }: { field: Field; value: string; error?: string | undefined; onChange: (value: string) => void }) {
  return (
    <FieldSet name={field.key} legend={field.label} error={error} hint="合同中勾选所选项；方案只保留所选的一项" className="sm:col-span-2">
      <div className="space-y-1">
        {field.options?.map((label, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option is its number in the list; the answer is that number.
          <label key={i} className="flex items-start gap-2 text-sm text-slate-700">
            <input type="radio" name={field.key} value={i + 1} checked={value === String(i + 1)} onChange={() => onChange(String(i + 1))} className="mt-1" />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </FieldSet>
  );
}

type Update = (update: (values: Values) => Values) => void;

/** An address: the region picker (省 → 市 → 区) and the detail line; the contract reads both as one. */
function AddressField({
  field,
  values,
  error,
  onUpdate,
  onBlur,
}: {
  field: Field;
  values: Values;
  error?: string | undefined;
  onUpdate: Update;
  onBlur: () => void;
}) {
  const region = pickedRegion(values, field.key);
  // The picker opens where a resumed draft left it; later picks are its own state.
  const [initial] = useState(region?.code);
  const detail = addressDetail(values[field.key] ?? "", region?.text ?? "");
  return (
    <FieldSet name={field.key} legend={field.label} error={error} hint="先选择省、市、区县，再填写街道、门牌号等详细地址" className="sm:col-span-2">
      <div className="space-y-2">
        <RegionCascader
          name={`${field.key}-region`}
          label={`${field.label}所在地区`}
          defaultValue={initial}
          onChange={(code, names) => onUpdate((v) => withRegion(v, field.key, code && names ? { code, text: regionText(names) } : null))}
        />
        <InputField
          name={`${field.key}-detail`}
          label="详细地址"
          value={detail}
          maxLength={200}
          onChange={(e) => {
            const next = e.target.value;
            onUpdate((v) => withDetail(v, field.key, next));
          }}
          onBlur={onBlur}
        />
      </div>
    </FieldSet>
  );
}

/** Under an amount: the same amount in capitals, as the contract will write it. */
function hintOf(f: Field, value: string): string | undefined {
  const unit = UNIT[f.type];
  if (f.type === "amount" || f.type === "amountWords") {
    const fen = amountFen(value);
    return fen === null ? "单位：元" : `大写：${rmbInWords(fen)}`;
  }
  if (f.places > 1) return `合同中 ${f.places} 处将一并填入${unit ? `（单位：${unit}）` : ""}`;
  return unit ? `单位：${unit}` : undefined;
}

export function FillFields({
  fields,
  values,
  touched,
  onChange,
  onUpdate,
  onBlur,
}: {
  fields: readonly Field[];
  values: Values;
  touched: ReadonlySet<string>;
  onChange: (key: string, value: string) => void;
  /** Changes several values at once (an address's text and its picked region). */
  onUpdate: Update;
  onBlur: (key: string) => void;
}) {
  return (
    <div className="space-y-5">
      {groupsOf(fields).map((g) => (
        <fieldset key={g.title} className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">{g.title}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {g.fields.map((f) => {
              const value = values[f.key] ?? "";
              if (isOff(f.within, values)) return null;
              const error = touched.has(f.key) ? (valueError(f, value) ?? undefined) : undefined;
              if (f.type === "choice") return <ChoiceField key={f.key} field={f} value={value} error={error} onChange={(v) => onChange(f.key, v)} />;
              if (f.type === "address") {
                return <AddressField key={f.key} field={f} values={values} error={error} onUpdate={onUpdate} onBlur={() => onBlur(f.key)} />;
              }
              return (
                <InputField
                  key={f.key}
                  name={f.key}
                  label={f.label}
                  value={value}
                  maxLength={2000}
                  {...CONTROL[f.type]}
                  hint={hintOf(f, value)}
                  error={error}
                  onChange={(e) => onChange(f.key, e.target.value)}
                  onBlur={() => onBlur(f.key)}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
