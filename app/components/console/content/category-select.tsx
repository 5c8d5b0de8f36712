import { SelectField } from "~/components/ui/field";

// Two-level category trees (案由, clause categories) in the content forms and list filters.

export type CategoryTree = readonly { id: number; name: string; children: readonly { id: number; name: string }[] }[];

/** The form's select: each top category as a group that offers itself and its children. */
export function CategorySelect({
  name,
  label,
  tree,
  value,
  error,
}: {
  name: string;
  label: string;
  tree: CategoryTree;
  value: number | undefined;
  error?: string | undefined;
}) {
  return (
    <SelectField name={name} label={label} required defaultValue={value === undefined ? "" : String(value)} error={error}>
      <option value="">请选择</option>
      {tree.map((top) => (
        <optgroup key={top.id} label={top.name}>
          <option value={top.id}>{top.name}</option>
          {top.children.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}

/** The list filter's options: 全部, then each top category with its children indented. */
export function treeFilterOptions(tree: CategoryTree): { value: string; text: string }[] {
  return [
    { value: "", text: "全部" },
    ...tree.flatMap((top) => [{ value: String(top.id), text: top.name }, ...top.children.map((c) => ({ value: String(c.id), text: `\u3000${c.name}` }))]),
  ];
}
