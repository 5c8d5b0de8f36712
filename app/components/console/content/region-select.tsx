import { SelectField } from "~/components/ui/field";

export type RegionOption = { code: string; name: string; level: number };

/**
 * 全国 or a province or city (GB/T 2260), as one native select: provinces with their cities indented
 * below them. A stored code the list does not offer (a district) is kept as an option of its own.
 */
export function RegionSelect({
  options,
  value,
  error,
  label,
  emptyLabel,
}: {
  options: readonly RegionOption[];
  value: string | null;
  error?: string | undefined;
  label: string;
  emptyLabel: string;
}) {
  const known = value === null || options.some((o) => o.code === value);
  return (
    <SelectField name="regionCode" label={label} defaultValue={value ?? ""} error={error}>
      <option value="">{emptyLabel}</option>
      {known ? null : <option value={value ?? ""}>{value}</option>}
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.level > 1 ? `\u3000${o.name}` : o.name}
        </option>
      ))}
    </SelectField>
  );
}
