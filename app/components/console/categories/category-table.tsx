import { GripVertical } from "lucide-react";
import { useState } from "react";
import { Form, useSubmit } from "react-router";
import type { CategoryTreeKey } from "#core/content-categories";
import { button, Intent } from "~/components/console/dictionary-forms";
import { DataTable } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { type CategoryRow, EditCategoryForm } from "./category-forms";

// The tree of 分类管理: top categories with their children indented, in the site's order. Siblings are
// reordered by dragging a row's handle onto another row of the same level, or with 上移 / 下移 (plain
// forms: the keyboard's and the no-script path); either sends the whole sibling list in its new order
// with the order it was seen in, so a reorder over someone else's is refused rather than mixed.

/** `ids` with `id` moved to the place of `target`. */
function moved(ids: readonly number[], id: number, target: number): number[] {
  const to = ids.indexOf(target);
  const order = ids.filter((x) => x !== id);
  order.splice(to, 0, id);
  return order;
}

function MoveButton({
  tree,
  row,
  seen,
  to,
  text,
  busy,
}: {
  tree: CategoryTreeKey;
  row: CategoryRow;
  seen: number[];
  to: number | undefined;
  text: string;
  busy: boolean;
}) {
  const label = `${text} ${row.name}`;
  if (to === undefined) {
    return (
      <button type="button" disabled aria-label={label} className={`${button} px-2 whitespace-nowrap`}>
        {text}
      </button>
    );
  }
  return (
    <Form method="post">
      <Intent intent="reorder" id={row.id} />
      <input type="hidden" name="tree" value={tree} />
      <input type="hidden" name="order" value={moved(seen, row.id, to).join(",")} />
      <input type="hidden" name="seen" value={seen.join(",")} />
      <button type="submit" disabled={busy} aria-label={label} className={`${button} px-2 whitespace-nowrap`}>
        {text}
      </button>
    </Form>
  );
}

function DeleteButton({ tree, row, busy }: { tree: CategoryTreeKey; row: CategoryRow; busy: boolean }) {
  return (
    <Form
      method="post"
      onSubmit={(e) => {
        if (!window.confirm(`确定删除分类“${row.name}”吗？删除后不可恢复。`)) e.preventDefault();
      }}
    >
      <Intent intent="delete" id={row.id} />
      <input type="hidden" name="tree" value={tree} />
      <button type="submit" disabled={busy} aria-label={`删除 ${row.name}`} className="whitespace-nowrap text-danger-500 hover:underline disabled:opacity-60">
        删除
      </button>
    </Form>
  );
}

export function CategoryTable({ tree, rows, busy }: { tree: CategoryTreeKey; rows: readonly CategoryRow[]; busy: boolean }) {
  const submit = useSubmit();
  const [dragging, setDragging] = useState<CategoryRow | null>(null);
  const [over, setOver] = useState<number | null>(null);
  if (rows.length === 0) return <EmptyState title="暂无分类，请先添加" />;
  const tops = rows.filter((r) => r.parentId === null);
  const siblingIds = (row: CategoryRow) => rows.filter((r) => r.parentId === row.parentId).map((r) => r.id);
  const droppable = (row: CategoryRow) => dragging !== null && dragging.id !== row.id && dragging.parentId === row.parentId;
  const drop = (row: CategoryRow) => {
    if (!dragging || !droppable(row) || busy) return;
    const seen = siblingIds(row);
    submit({ intent: "reorder", tree, id: String(dragging.id), order: moved(seen, dragging.id, row.id).join(","), seen: seen.join(",") }, { method: "post" });
  };
  const endDrag = () => {
    setDragging(null);
    setOver(null);
  };
  return (
    <div className="rounded-lg bg-white shadow-sm">
      <DataTable minWidth="min-w-[1040px]" headers={["顺序", "名称、上级与排序号", "标识", "使用", "操作"]}>
        {rows.map((row) => {
          const seen = siblingIds(row);
          const at = seen.indexOf(row.id);
          return (
            <tr
              key={row.id}
              data-testid="category-row"
              className={`border-t border-slate-100 ${over === row.id ? "bg-brand-50" : ""} ${dragging?.id === row.id ? "opacity-60" : ""}`}
              onDragOver={(e) => {
                if (!droppable(row)) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = "move";
                setOver(row.id);
              }}
              onDragLeave={() => setOver((id) => (id === row.id ? null : id))}
              onDrop={(e) => {
                e.preventDefault();
                drop(row);
                endDrag();
              }}
            >
              <td className="px-3 py-2">
                <div className="flex items-center gap-1">
                  {/* The mouse's way; the buttons beside it are the keyboard's. */}
                  <span
                    draggable
                    aria-hidden
                    title="拖动到同级分类的位置"
                    data-testid="drag-handle"
                    className="cursor-grab px-1 text-slate-500"
                    onDragStart={(e) => {
                      setDragging(row);
                      e.dataTransfer.effectAllowed = "move";
                      e.dataTransfer.setData("text/plain", String(row.id));
                      const tr = e.currentTarget.closest("tr");
                      if (tr) e.dataTransfer.setDragImage(tr, 0, 0);
                    }}
                    onDragEnd={endDrag}
                  >
                    <GripVertical size={16} />
                  </span>
                  <MoveButton tree={tree} row={row} seen={seen} to={seen[at - 1]} text="上移" busy={busy} />
                  <MoveButton tree={tree} row={row} seen={seen} to={seen[at + 1]} text="下移" busy={busy} />
                </div>
              </td>
              <td className={`py-2 pr-3 ${row.parentId === null ? "pl-3" : "pl-10"}`}>
                <EditCategoryForm key={row.version} tree={tree} row={row} tops={tops} busy={busy} />
              </td>
              <td className="px-3 py-2">
                <code className="text-xs text-slate-600">{row.slug}</code>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600">
                <div>{row.uses} 条内容</div>
                {row.children > 0 ? <div>{row.children} 个子分类</div> : null}
              </td>
              <td className="px-3 py-2">
                <DeleteButton tree={tree} row={row} busy={busy} />
              </td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
