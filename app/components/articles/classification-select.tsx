import { SelectField } from "~/components/ui/field";

/** An article's 分类, chosen from the classifications; a new article starts with none chosen. */
export function ClassificationSelect({
  classifications,
  value,
  error,
}: {
  classifications: readonly { id: number; name: string }[];
  value: number | undefined;
  error: string | undefined;
}) {
  return (
    <SelectField name="classificationId" label="分类" required defaultValue={value ?? ""} error={error}>
      <option value="" disabled>
        请选择文章分类
      </option>
      {classifications.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}
