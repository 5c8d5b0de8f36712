import type { LawyerService } from "#core/lawyers";
import type { Page } from "#core/page";
import type { DB } from "#db/client";
import { batchPart, batchParts } from "#worker/lib/select-page";
import { RUNNING_ADS_SHOWN, runningAdsQuery } from "../ads/ads.service";
import { type LawyerOptions, lawyerOptionsQueries, toLawyerOptions } from "../dictionaries/dictionaries.service";
import type { LawyerListInput } from "./lawyers.schema";
import { fieldsQuery, type LawyerBrief, type LawyerCard, listQuery, sideBriefQuery, toBriefs } from "./lawyers.service";

// /seekLawyer (找律师) and its other paths: everything the page shows in one D1 round trip, and only
// what it shows, since the loader data rides in the HTML of every first view. The REST procedures
// (list, fields, recent, resident) keep their full shapes for the mini-program.

const SIDE_LIST_SIZE = 6;

/** A card as the list shows it: the city code and tags only filter, a service's link is on the profile. */
export type DirectoryCard = Omit<LawyerCard, "cityCode" | "tags" | "services"> & { services: Omit<LawyerService, "href">[] };

type FieldChip = { id: number; name: string };
/** A chip of the field rows; only the selected top field (or the parent of the selected one) has its children. */
export type DirectoryField = FieldChip & { children: FieldChip[] };

export type LawyerDirectory = {
  page: Page<DirectoryCard>;
  tree: DirectoryField[];
  options: LawyerOptions;
  resident: LawyerBrief[];
  recent: LawyerBrief[];
  ads: { id: number; title: string }[];
  /** The filters as the list applied them: a title or tag that is no enabled item is left out. */
  filters: LawyerListInput;
  fieldName: string | null;
};

export async function lawyerDirectory(db: DB, input: LawyerListInput, now: number): Promise<LawyerDirectory> {
  const panels = batchPart(
    [
      fieldsQuery(db),
      ...lawyerOptionsQueries(db),
      sideBriefQuery(db, "resident", SIDE_LIST_SIZE),
      sideBriefQuery(db, "recent", SIDE_LIST_SIZE),
      runningAdsQuery(db, "lawyers", now, RUNNING_ADS_SHOWN),
    ] as const,
    (answers) => answers,
  );
  const [page, [fields, titles, tags, types, resident, recent, ads]] = await batchParts(db, [listQuery(db, input, now), panels]);
  const options = toLawyerOptions(titles, tags, types);
  const field = fields.find((f) => f.id === input.fieldId);
  const open = field?.parentId ?? field?.id;
  return {
    page: { ...page, records: page.records.map(({ cityCode, tags, services, ...card }) => ({ ...card, services: services.map(({ href, ...s }) => s) })) },
    tree: fields
      .filter((f) => f.parentId === null)
      .map((top) => ({
        id: top.id,
        name: top.name,
        children: top.id === open ? fields.filter((c) => c.parentId === top.id).map((c) => ({ id: c.id, name: c.name })) : [],
      })),
    options,
    resident: toBriefs(resident),
    recent: toBriefs(recent),
    ads: ads.map(({ id, title }) => ({ id, title })),
    filters: {
      ...input,
      title: input.title && options.titles.includes(input.title) ? input.title : undefined,
      tag: input.tag && options.tags.includes(input.tag) ? input.tag : undefined,
    },
    fieldName: field?.name ?? null,
  };
}
