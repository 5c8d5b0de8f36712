import { useEffect, useState } from "react";
import { REGION_CODE, type RegionNode } from "#core/regions";
import { trpc } from "~/lib/trpc";

// Province → city → district picker for forms, as three native selects (best on phones). Provinces
// load on mount, a province's cities and districts when it is chosen. The district code is posted
// under `name`; municipalities repeat as their own city (SPEC §3). `defaultValue` (a district code) opens
// the picker at that district; onChange also hands the picked path's names (province, city, district).
type Props = {
  name: string;
  label?: string;
  invalid?: boolean;
  describedBy?: string;
  defaultValue?: string | undefined;
  onChange?: (district: string, names?: string[]) => void;
};

/** One level of the picker: empty until the level above is chosen. */
function LevelSelect({
  label,
  options,
  value,
  invalid,
  disabled,
  onChange,
}: {
  label: string;
  options: RegionNode[];
  value: string;
  invalid: boolean | undefined;
  disabled?: boolean;
  onChange: (code: string) => void;
}) {
  return (
    <select
      aria-label={label}
      className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-2 text-sm focus:border-brand-500 focus:outline-none disabled:bg-slate-50"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={invalid || undefined}
    >
      <option value="">{`请选择${label}`}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function RegionCascader({ name, label = "所在地区", invalid, describedBy, defaultValue, onChange }: Props) {
  const [provinces, setProvinces] = useState<RegionNode[]>([]);
  const [cities, setCities] = useState<RegionNode[]>([]);
  const [province, setProvince] = useState("");
  const [city, setCity] = useState("");
  const [district, setDistrict] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    trpc.regions.provinces
      .query()
      .then(setProvinces)
      .catch(() => setError("地区数据加载失败，请刷新重试"));
    if (!defaultValue || !REGION_CODE.test(defaultValue)) return;
    const top = `${defaultValue.slice(0, 2)}0000`;
    setProvince(top);
    trpc.regions.tree
      .query({ province: top })
      .then((tree) => {
        setCities(tree);
        const home = tree.find((c) => c.children?.some((d) => d.value === defaultValue));
        if (!home) return;
        setCity(home.value);
        setDistrict(defaultValue);
      })
      .catch(() => setError("地区数据加载失败，请刷新重试"));
  }, [defaultValue]);

  const chooseProvince = (code: string) => {
    setProvince(code);
    setCity("");
    setDistrict("");
    setCities([]);
    onChange?.("");
    if (!code) return;
    trpc.regions.tree
      .query({ province: code })
      .then((tree) => {
        setCities(tree);
        // A municipality has exactly one city: select it for the user.
        if (tree.length === 1 && tree[0]) setCity(tree[0].value);
      })
      .catch(() => setError("地区数据加载失败，请刷新重试"));
  };

  const districts = cities.find((c) => c.value === city)?.children ?? [];

  return (
    <fieldset className="min-w-0" aria-describedby={describedBy}>
      <legend className="sr-only">{label}</legend>
      <div className="flex gap-2">
        <LevelSelect label="省份" options={provinces} value={province} invalid={invalid} onChange={chooseProvince} />
        <LevelSelect
          label="城市"
          options={cities}
          value={city}
          invalid={invalid}
          disabled={!cities.length}
          onChange={(code) => {
            setCity(code);
            setDistrict("");
            onChange?.("");
          }}
        />
        <LevelSelect
          label="区县"
          options={districts}
          value={district}
          invalid={invalid}
          disabled={!districts.length}
          onChange={(code) => {
            setDistrict(code);
            const names = [
              provinces.find((p) => p.value === province)?.label,
              cities.find((c) => c.value === city)?.label,
              districts.find((d) => d.value === code)?.label,
            ];
            onChange?.(code, code ? names.map((n) => n ?? "") : undefined);
          }}
        />
      </div>
      <input type="hidden" name={name} value={district} />
      {error ? <p className="mt-1 text-xs text-danger-500">{error}</p> : null}
    </fieldset>
  );
}
